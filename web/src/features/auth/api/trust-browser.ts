import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useTrustBrowser() {
  return useMutation({
    mutationFn: (token: string) => api('POST /api/trust-browser', { body: { token } }),
  });
}
