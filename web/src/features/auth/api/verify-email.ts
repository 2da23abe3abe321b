import type { VerifyEmailResponse } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post<VerifyEmailResponse>('/api/verify-email', { token }),
  });
}
