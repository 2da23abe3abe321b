import type { MessageResponse } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (email: string) => api.post<MessageResponse>('/api/forgot-password', { email });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
