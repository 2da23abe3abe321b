import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api('POST /api/resend-verification', { body: { email } }),
  });
}
