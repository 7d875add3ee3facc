import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { fetchListPage, type ListPage } from '@web/lib/list-page';
import { partsKey } from '@web/components/parts/query-keys';

export { partsKey };
export const partListsKey = [...partsKey, 'list'] as const;

/** Query-string parameters of GET /api/parts, as the inventory URL carries them. */
export type PartListParams = Readonly<Record<string, string>>;

export const PART_PAGE_SIZE = 50;

export type PartPage = ListPage<Part>;

export function listParts(params: PartListParams, cursor?: string): Promise<PartPage> {
  return fetchListPage<Part>('/api/parts', params, PART_PAGE_SIZE, cursor);
}

/** Pages of 50 in part-number order, following X-Next-Cursor. */
export function usePartPages(params: PartListParams) {
  return useInfiniteQuery({
    queryKey: [...partListsKey, params],
    queryFn: ({ pageParam }) => listParts(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The table stays while a new filter loads, instead of flashing skeleton rows per keystroke.
    placeholderData: keepPreviousData,
  });
}
