import { useInfiniteQuery } from '@tanstack/react-query';
import type { StockMovement } from '@shared/schemas/parts';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { partsKey } from './list-parts';

export const MOVEMENT_PAGE_SIZE = 20;

export function movementsKey(partId: string) {
  return [...partsKey, 'movements', partId] as const;
}

export interface MovementPage {
  items: StockMovement[];
  nextCursor: string | null;
}

export async function listMovements(partId: string, cursor?: string): Promise<MovementPage> {
  const query = new URLSearchParams({ limit: String(MOVEMENT_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<StockMovement[]>(
    `/api/parts/${encodeURIComponent(partId)}/movements?${query.toString()}`,
  );
  return { items: data, nextCursor: headers.get('X-Next-Cursor') || null };
}

/** The stock ledger of one part, newest first, 20 at a time. */
export function useMovements(partId: string) {
  return useInfiniteQuery({
    queryKey: movementsKey(partId),
    queryFn: ({ pageParam }) => listMovements(partId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
