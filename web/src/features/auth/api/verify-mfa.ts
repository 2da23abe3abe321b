import type { SessionUser } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useVerifyMfa() {
  return useMutation({ mutationFn: (code: string) => api.post<SessionUser>('/api/verify-mfa', { code }) });
}
