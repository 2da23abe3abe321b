import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api('POST /api/forgot-password', { body: { email } }) });
}
