import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { pickerSearch } from '@web/lib/offline/picker-search';

const PICKER_LIMIT = 20;

/** Every parts list is keyed under this, so a stock change refreshes them all. */
export const partsKey = ['parts'] as const;

export function searchParts(q: string): Promise<Part[]> {
  return pickerSearch<Part>('/api/parts', q, PICKER_LIMIT, (part) => [part.partNumber, part.name]);
}

export function usePartSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...partsKey, 'list', { q: q.trim(), limit: PICKER_LIMIT }],
    queryFn: () => searchParts(q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
