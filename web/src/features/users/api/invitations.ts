import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const acceptInvite = (token: string) =>
  api.post<{ agencyId: string; message: string }>('/api/users/accept-invite', { token });
export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });

export const setupAccount = (body: { token: string; email: string; otp: string; password: string }) =>
  api.post<{ message: string }>('/api/users/setup', body);
export const useSetupAccount = () => useMutation({ mutationFn: setupAccount });
