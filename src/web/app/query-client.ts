import { QueryClient } from '@tanstack/react-query';

/** Data never goes stale, no refetch on focus, no retries (core spec §7, §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
