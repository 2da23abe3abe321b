import type { SupportRequest } from '@hearth/contracts/public-site';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSendSupportRequest() {
  return useMutation({ mutationFn: (body: SupportRequest) => api('POST /api/support-request', { body: body }) });
}
