import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const useCurrentWeek = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.currentWeek,
    queryFn: () => api('GET /api/dashboard/current-week'),
    enabled,
  });

export const useHistorical = (weeks: number, enabled = true) =>
  useQuery({
    queryKey: queryKeys.historical(weeks),
    queryFn: () => api('GET /api/dashboard/historical', { query: { weeks: String(weeks) } }),
    enabled,
  });

export const useSendReminders = () =>
  useRefreshingMutation([queryKeys.currentWeek], (userIds: string[]) =>
    api('POST /api/survey/send-reminders', { body: { userIds } }),
  );
