import type { MessageResponse } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api.post<MessageResponse>('/api/forgot-password', { email }) });
}
