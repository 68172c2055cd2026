import { QueryClient } from '@tanstack/react-query';

/** Spec core-flow §7 defaults: no refetch on focus, no polling, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
