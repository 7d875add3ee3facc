import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { apiRequestWithHeaders } from '@web/lib/api-client';

/**
 * Every parts query starts with this (the work-order part picker uses it too), so a stock
 * change anywhere refreshes every list, tile and detail that shows a level.
 */
export const partsKey = ['parts'] as const;
export const partListsKey = [...partsKey, 'list'] as const;

/** Query-string parameters of GET /api/parts, as the inventory URL carries them. */
export type PartListParams = Readonly<Record<string, string>>;

export const PART_PAGE_SIZE = 50;

export interface PartPage {
  items: Part[];
  /** X-Total-Count: all matches, not just this page. */
  total: number;
  nextCursor: string | null;
}

export async function listParts(params: PartListParams, cursor?: string): Promise<PartPage> {
  const query = new URLSearchParams({ ...params, limit: String(PART_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<Part[]>(`/api/parts?${query.toString()}`);
  const total = Number(headers.get('X-Total-Count'));
  return {
    items: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
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
