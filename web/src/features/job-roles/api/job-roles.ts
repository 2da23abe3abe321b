import type { JobRole } from '@hearth/contracts/agency';
import type { MessageResponse } from '@hearth/contracts/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const jobRolesQueryOptions = queryOptions({
  queryKey: queryKeys.jobRoles,
  queryFn: () => api.get<JobRole[]>('/api/job-roles'),
});

/** A renamed or deleted role also changes the user lists (User Management, Staff Members). */
function useJobRoleMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.jobRoles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      ]),
  });
}

export const useCreateJobRole = () =>
  useJobRoleMutation((name: string) => api.post<JobRole>('/api/job-roles', { name }));
export const useRenameJobRole = () =>
  useJobRoleMutation(({ id, name }: { id: string; name: string }) =>
    api.patch<JobRole>(`/api/job-roles/${id}`, { name }),
  );
export const useDeleteJobRole = () =>
  useJobRoleMutation((id: string) => api.delete<MessageResponse>(`/api/job-roles/${id}`));
