import type { DemoRequest } from '@hearth/contracts/public-site';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSendDemoRequest() {
  return useMutation({ mutationFn: (body: DemoRequest) => api('POST /api/demo-request', { body: body }) });
}
