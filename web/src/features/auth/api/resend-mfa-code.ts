import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useResendMfaCode() {
  return useMutation({ mutationFn: () => api('POST /api/resend-mfa-code') });
}
