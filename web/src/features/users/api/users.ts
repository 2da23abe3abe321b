import type { MessageResponse } from '@hearth/contracts/auth';
import type { InvitationResult, InviteUserRequest, MemberSummary, UpdateUserRequest } from '@hearth/contracts/members';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const usersQueryOptions = queryOptions({
  queryKey: queryKeys.users,
  queryFn: () => api.get<MemberSummary[]>('/api/users'),
});

/** A change to members refreshes the list, the job roles (their counts) and the dashboard. */
function useMembersMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobRoles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}

export const useInviteUser = () =>
  useMembersMutation((body: InviteUserRequest) => api.post<InvitationResult>('/api/users/invite', body));
export const useUpdateUser = () =>
  useMembersMutation(({ id, ...body }: UpdateUserRequest & { id: string }) =>
    api.patch<MemberSummary>(`/api/users/${id}`, body),
  );
export const useDeleteUser = () => useMembersMutation((id: string) => api.delete<MessageResponse>(`/api/users/${id}`));
export const useResendInvite = () =>
  useMembersMutation((id: string) => api.post<InvitationResult>(`/api/users/${id}/resend-invite`));
