import type { MessageResponse } from '@hearth/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

export const logout = () => api.post<MessageResponse>('/api/logout');

/** Signing out clears the user and every cached agency answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
      queryClient.setQueryData(authKeys.user, null);
    },
  });
}
