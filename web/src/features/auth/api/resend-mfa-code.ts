import type { ResendMfaCodeResponse } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useResendMfaCode() {
  return useMutation({ mutationFn: () => api.post<ResendMfaCodeResponse>('/api/resend-mfa-code') });
}
