import type { CurrentWeek, Historical } from '@hearth/contracts/dashboard';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  currentWeek: ['dashboard', 'current-week'] as const,
  historical: (weeks: number) => ['dashboard', 'historical', weeks] as const,
};

export const currentWeekOptions = queryOptions({
  queryKey: dashboardKeys.currentWeek,
  queryFn: () => api.get<CurrentWeek>('/api/dashboard/current-week'),
});
export const useCurrentWeek = (enabled = true) => useQuery({ ...currentWeekOptions, enabled });

export const historicalOptions = (weeks: number) =>
  queryOptions({
    queryKey: dashboardKeys.historical(weeks),
    queryFn: () => api.get<Historical>(`/api/dashboard/historical?weeks=${weeks}`),
  });
export const useHistorical = (weeks: number, enabled = true) => useQuery({ ...historicalOptions(weeks), enabled });

export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      api.post<{ message: string; sent: number }>('/api/survey/send-reminders', { userIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.currentWeek }),
  });
}
