import type { RegisterRequest } from '@hearth/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => api('POST /api/register', { body: body }) });
}
