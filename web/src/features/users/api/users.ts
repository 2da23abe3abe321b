import type { InviteUserRequest, UpdateUserRequest } from '@hearth/contracts/members';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const usersQueryOptions = queryOptions({
  queryKey: queryKeys.users,
  queryFn: () => api('GET /api/users'),
});

/** A change to members refreshes the list, the job roles (their counts) and the dashboard. */
function useMembersMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  return useRefreshingMutation([queryKeys.users, queryKeys.jobRoles, queryKeys.dashboard], mutationFn);
}

export const useInviteUser = () =>
  useMembersMutation((body: InviteUserRequest) => api('POST /api/users/invite', { body: body }));
export const useUpdateUser = () =>
  useMembersMutation(({ id, ...body }: UpdateUserRequest & { id: string }) =>
    api('PATCH /api/users/:id', { params: { id }, body }),
  );
export const useDeleteUser = () => useMembersMutation((id: string) => api('DELETE /api/users/:id', { params: { id } }));
export const useResendInvite = () =>
  useMembersMutation((id: string) => api('POST /api/users/:id/resend-invite', { params: { id } }));

/** Reads a roster file and says what importing it would do; changes nothing. */
export const usePreviewRoster = () =>
  useMutation({ mutationFn: (csv: string) => api('POST /api/users/import/preview', { body: { csv } }) });
/** Imports the roster file: new job roles, then an invitation for each new person. */
export const useImportRoster = () =>
  useMembersMutation((csv: string) => api('POST /api/users/import', { body: { csv } }));
