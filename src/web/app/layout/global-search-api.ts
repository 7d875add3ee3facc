import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '@shared/schemas/search';
import { apiRequest } from '@web/lib/api-client';

/** The server answers from 2 characters (searchQuerySchema); shorter text asks nothing. */
export const MIN_SEARCH_LENGTH = 2;

export function searchEverything(q: string, signal?: AbortSignal): Promise<SearchResults> {
  const params = new URLSearchParams({ q, limit: '5' });
  return apiRequest<SearchResults>(`/api/search?${params.toString()}`, { signal });
}

export function useGlobalSearch(q: string) {
  return useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchEverything(q, signal),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    // The last results stay listed while the next keystroke's answer loads.
    placeholderData: keepPreviousData,
    // Search answers go out of date as records change; only the current text's is worth keeping.
    gcTime: 60_000,
  });
}
