import { QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** docs/product-rules.md: no automatic retries, no refetch on focus, no polling, cached data never goes stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** A mutation that, once it succeeds, refreshes the queries under each of `keys`: the views its change shows in. */
export function useRefreshingMutation<T, R>(keys: readonly QueryKey[], mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
