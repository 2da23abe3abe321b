import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useVerifyMfa() {
  return useMutation({ mutationFn: (code: string) => api('POST /api/verify-mfa', { body: { code } }) });
}
