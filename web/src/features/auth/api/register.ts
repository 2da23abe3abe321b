import type { MessageResponse, RegisterRequest } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterRequest) =>
  api.post<MessageResponse & { requiresVerification: true }>('/api/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
