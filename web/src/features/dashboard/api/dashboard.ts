import type { CurrentWeek, Historical } from '@hearth/contracts/dashboard';
import type { SendRemindersResponse } from '@hearth/contracts/survey';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useCurrentWeek = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.currentWeek,
    queryFn: () => api.get<CurrentWeek>('/api/dashboard/current-week'),
    enabled,
  });

export const useHistorical = (weeks: number, enabled = true) =>
  useQuery({
    queryKey: queryKeys.historical(weeks),
    queryFn: () => api.get<Historical>(`/api/dashboard/historical?weeks=${weeks}`),
    enabled,
  });

export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => api.post<SendRemindersResponse>('/api/survey/send-reminders', { userIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentWeek }),
  });
}
