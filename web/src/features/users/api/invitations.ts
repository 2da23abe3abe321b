import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useAcceptInvite = () =>
  useMutation({
    mutationFn: (token: string) => api('POST /api/users/accept-invite', { body: { token } }),
  });

export const useTextConsent = () =>
  useMutation({
    mutationFn: (body: { token: string; consent: boolean }) => api('POST /api/users/text-consent', { body }),
  });

export const useSetupAccount = () =>
  useMutation({
    mutationFn: (body: { token: string; email: string; otp: string; password: string }) =>
      api('POST /api/users/setup', { body: body }),
  });
