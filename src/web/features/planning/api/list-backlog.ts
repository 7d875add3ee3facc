import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PlanningCard } from '@shared/schemas/planning';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { backlogSearchParams, type BacklogFilters } from './backlog-filters';
import { planningKeys } from './planning-keys';

export interface BacklogPage {
  items: PlanningCard[];
  /** X-Total-Count: the unscheduled orders matching (every page repeats it). */
  total: number;
  nextCursor: string | null;
}

const BACKLOG_PAGE_SIZE = 100;

export async function listBacklog(filters: BacklogFilters, cursor?: string): Promise<BacklogPage> {
  const query = backlogSearchParams(filters);
  query.set('limit', String(BACKLOG_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<PlanningCard[]>(
    `/api/planning/backlog?${query.toString()}`,
  );
  const total = Number(headers.get('X-Total-Count'));
  return {
    items: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

/**
 * The backlog in pages of 100 following X-Next-Cursor, in the server's order: a backlog of
 * 5,000 never loads at once.
 */
export const backlogQuery = (filters: BacklogFilters) =>
  infiniteQueryOptions({
    queryKey: planningKeys.backlog(filters),
    queryFn: ({ pageParam }) => listBacklog(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useBacklogPages(filters: BacklogFilters) {
  return useInfiniteQuery({ ...backlogQuery(filters), placeholderData: keepPreviousData });
}
