import { QueryClient } from '@tanstack/react-query';

/**
 * Data never goes stale, no refetch on focus, no retries (core spec §7, §9). Offline, reads
 * still ask (the service worker answers from its cache) and changes still run (the change
 * queue keeps them): TanStack's own pausing while offline would leave both waiting.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
