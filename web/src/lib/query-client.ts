import { QueryClient } from '@tanstack/react-query';

/** docs/product-rules.md: no automatic retries, no refetch on focus, no polling, cached data never goes stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
