import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => api('POST /api/reset-password', { body: body }),
  });
}
