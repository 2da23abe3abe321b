import type { LoginRequest } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginRequest) => api('POST /api/login', { body: body }) });
}
