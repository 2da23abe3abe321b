import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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

export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => api('POST /api/survey/send-reminders', { body: { userIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentWeek }),
  });
}
