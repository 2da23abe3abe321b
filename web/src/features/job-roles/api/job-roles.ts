import type { JobRole } from '@hearth/contracts/agency';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const jobRoleKeys = { all: ['job-roles'] as const };

export const getJobRoles = () => api.get<JobRole[]>('/api/job-roles');
export const jobRolesQueryOptions = queryOptions({ queryKey: jobRoleKeys.all, queryFn: getJobRoles });
export const useJobRoles = () => useQuery(jobRolesQueryOptions);

/** A renamed or deleted role also changes the user lists (User Management, Staff Members). */
function useJobRoleMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobRoleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}

export const useCreateJobRole = () =>
  useJobRoleMutation((name: string) => api.post<JobRole>('/api/job-roles', { name }));
export const useRenameJobRole = () =>
  useJobRoleMutation(({ id, name }: { id: string; name: string }) =>
    api.patch<JobRole>(`/api/job-roles/${id}`, { name }),
  );
export const useDeleteJobRole = () => useJobRoleMutation((id: string) => api.delete(`/api/job-roles/${id}`));
