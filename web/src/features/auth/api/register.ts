import type { RegisterRequest, RegisterResponse } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => api.post<RegisterResponse>('/api/register', body) });
}
