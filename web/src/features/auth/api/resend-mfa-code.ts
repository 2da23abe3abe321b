import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendMfaCode = () => api.post<{ email: string }>('/api/resend-mfa-code');

export function useResendMfaCode() {
  return useMutation({ mutationFn: resendMfaCode });
}
