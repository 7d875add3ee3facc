import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Planning, PlanningCard } from '@shared/schemas/planning';
import { moveInBacklog, moveOnBoard, withVersion, type Placement } from './apply-move';
import { NO_BACKLOG_FILTERS, type BacklogFilters } from './backlog-filters';
import type { BacklogPage } from './list-backlog';
import { planningKeys } from './planning-keys';

type Backlog = InfiniteData<BacklogPage, unknown>;

/** Every cached board and backlog as they are, to put back when the server refuses a move. */
export type PlanningSnapshot = readonly (readonly [QueryKey, unknown])[];

export function snapshotPlanning(queryClient: QueryClient): PlanningSnapshot {
  return [
    ...queryClient.getQueriesData({ queryKey: planningKeys.boards() }),
    ...queryClient.getQueriesData({ queryKey: planningKeys.backlogs() }),
  ];
}

/** Reads the boards and backlogs again: after a move the server has the true loads and order. */
export async function refreshPlanning(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: planningKeys.boards() }),
    queryClient.invalidateQueries({ queryKey: planningKeys.backlogs() }),
  ]);
}

/** Stops reads of boards and backlogs under way: one landing after a move would draw the board as it was. */
export async function cancelPlanningReads(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: planningKeys.boards() }),
    queryClient.cancelQueries({ queryKey: planningKeys.backlogs() }),
  ]);
}

export function restorePlanning(queryClient: QueryClient, snapshot: PlanningSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

const filtersOf = (key: QueryKey): BacklogFilters =>
  (key[2] as BacklogFilters | undefined) ?? NO_BACKLOG_FILTERS;

/** Shows a move on every cached board and backlog at once, before the server has answered. */
export function showMove(queryClient: QueryClient, card: PlanningCard, to: Placement): void {
  queryClient.setQueriesData<Planning>({ queryKey: planningKeys.boards() }, (board) =>
    board ? moveOnBoard(board, card, to) : board,
  );
  for (const [key, backlog] of queryClient.getQueriesData<Backlog>({ queryKey: planningKeys.backlogs() })) {
    if (backlog) queryClient.setQueryData(key, moveInBacklog(backlog, card, to, filtersOf(key)));
  }
}

export function setCardVersion(queryClient: QueryClient, id: string, version: number): void {
  queryClient.setQueriesData<Planning>({ queryKey: planningKeys.boards() }, (board) =>
    board ? { ...board, orders: withVersion(board.orders, id, version) } : board,
  );
  queryClient.setQueriesData<Backlog>({ queryKey: planningKeys.backlogs() }, (backlog) =>
    backlog
      ? {
          ...backlog,
          pages: backlog.pages.map((page) => ({ ...page, items: withVersion(page.items, id, version) })),
        }
      : backlog,
  );
}

/** A card as the cached boards and backlogs hold it now (its latest version), if any does. */
export function findCachedCard(queryClient: QueryClient, id: string): PlanningCard | undefined {
  for (const [, board] of queryClient.getQueriesData<Planning>({ queryKey: planningKeys.boards() })) {
    const card = board?.orders.find((order) => order.id === id);
    if (card) return card;
  }
  for (const [, backlog] of queryClient.getQueriesData<Backlog>({ queryKey: planningKeys.backlogs() })) {
    const card = backlog?.pages.flatMap((page) => page.items).find((item) => item.id === id);
    if (card) return card;
  }
  return undefined;
}
