import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Onboarding updates refresh the user; a failure is only logged (SPEC §8). */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: { hasSeenWelcome?: true; onboardingCompleted?: true }) =>
      api.patch('/api/user/onboarding', flags),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
    onError: (error) => console.error('Onboarding update failed', error),
  });
}
