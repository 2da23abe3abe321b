import type { MessageResponse } from '@hearth/contracts/auth';
import type { AcceptInviteResponse } from '@hearth/contracts/members';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useAcceptInvite = () =>
  useMutation({
    mutationFn: (token: string) => api.post<AcceptInviteResponse>('/api/users/accept-invite', { token }),
  });

export const useSetupAccount = () =>
  useMutation({
    mutationFn: (body: { token: string; email: string; otp: string; password: string }) =>
      api.post<MessageResponse>('/api/users/setup', body),
  });
