import type { InvitationResult, InviteUserRequest, MemberSummary, UpdateUserRequest } from '@hearth/contracts/members';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const userKeys = { all: ['users'] as const };

export const getUsers = () => api.get<MemberSummary[]>('/api/users');
export const usersQueryOptions = queryOptions({ queryKey: userKeys.all, queryFn: getUsers });
export const useUsers = () => useQuery(usersQueryOptions);

/** A change to members refreshes the list, the job roles (their counts) and the dashboard. */
function useMembersMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['job-roles'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

export const useInviteUser = () =>
  useMembersMutation((body: InviteUserRequest) => api.post<InvitationResult>('/api/users/invite', body));
export const useUpdateUser = () =>
  useMembersMutation(({ id, ...body }: UpdateUserRequest & { id: string }) =>
    api.patch<MemberSummary>(`/api/users/${id}`, body),
  );
export const useDeleteUser = () =>
  useMembersMutation((id: string) => api.delete<{ message: string }>(`/api/users/${id}`));
export const useResendInvite = () =>
  useMembersMutation((id: string) => api.post<InvitationResult>(`/api/users/${id}/resend-invite`));
