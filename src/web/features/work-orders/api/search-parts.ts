import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { pickerSearch } from '@web/lib/offline/picker-search';
import { partsKey } from '@web/components/parts/query-keys';

const PICKER_LIMIT = 20;

export { partsKey };

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
