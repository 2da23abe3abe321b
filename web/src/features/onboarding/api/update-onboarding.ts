import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Onboarding updates refresh the user; a failure is only logged (docs/product-rules.md, "Errors"). */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: { hasSeenWelcome?: true; onboardingCompleted?: true }) =>
      api('PATCH /api/user/onboarding', { body: flags }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    onError: (error) => console.error('Onboarding update failed', error),
  });
}
