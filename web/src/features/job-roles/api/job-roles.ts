import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const jobRolesQueryOptions = queryOptions({
  queryKey: queryKeys.jobRoles,
  queryFn: () => api('GET /api/job-roles'),
});

/** A renamed or deleted role also changes the user lists (User Management, Staff Members). */
function useJobRoleMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  return useRefreshingMutation([queryKeys.jobRoles, queryKeys.users], mutationFn);
}

export const useCreateJobRole = () =>
  useJobRoleMutation((name: string) => api('POST /api/job-roles', { body: { name } }));
export const useRenameJobRole = () =>
  useJobRoleMutation(({ id, name }: { id: string; name: string }) =>
    api('PATCH /api/job-roles/:id', { params: { id }, body: { name } }),
  );
export const useDeleteJobRole = () =>
  useJobRoleMutation((id: string) => api('DELETE /api/job-roles/:id', { params: { id } }));
