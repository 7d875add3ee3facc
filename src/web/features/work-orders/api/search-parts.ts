import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { apiRequest } from '@web/lib/api-client';

const PICKER_LIMIT = 20;

/** Every parts list is keyed under this, so a stock change refreshes them all. */
export const partsKey = ['parts'] as const;

export function searchParts(q: string): Promise<Part[]> {
  const query = new URLSearchParams({ limit: String(PICKER_LIMIT) });
  if (q.trim()) query.set('q', q.trim());
  return apiRequest<Part[]>(`/api/parts?${query.toString()}`);
}

export function usePartSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...partsKey, 'list', { q: q.trim(), limit: PICKER_LIMIT }],
    queryFn: () => searchParts(q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
