import type { LoginRequest, LoginResponse } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const login = (body: LoginRequest) => api.post<LoginResponse>('/api/login', body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
