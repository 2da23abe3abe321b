import type { SessionUser } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyMfa = (code: string) => api.post<SessionUser>('/api/verify-mfa', { code });

export function useVerifyMfa() {
  return useMutation({ mutationFn: verifyMfa });
}
