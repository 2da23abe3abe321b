import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyEmail = (token: string) =>
  api.post<{ message: string; email: string }>('/api/verify-email', { token });

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
