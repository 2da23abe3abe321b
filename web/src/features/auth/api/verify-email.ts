import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api('POST /api/verify-email', { body: { token } }),
  });
}
