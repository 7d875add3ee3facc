import { useMemo } from 'react';
import type { Part, StockMovement } from '@shared/schemas/parts';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { mergePending } from '@web/lib/offline/pending-records';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';

/** Queued stock movements moved into the levels shown (by their difference, as the server will). */
export function withPendingStock(parts: readonly Part[], actions: readonly ChangeAction[]): Part[] {
  const deltas = new Map<string, number>();
  for (const action of actions) {
    if (action.table !== 'part-adjustments' || !action.parentId || !action.optimistic) continue;
    const movement = action.optimistic as unknown as StockMovement;
    deltas.set(action.parentId, (deltas.get(action.parentId) ?? 0) + movement.quantityDelta);
  }
  return parts.map((part) =>
    deltas.has(part.id) ? { ...part, stockLevel: part.stockLevel + (deltas.get(part.id) ?? 0) } : part,
  );
}

/** The parts with a create, edit, delete or stock movement still waiting on this device. */
export function pendingPartIds(actions: readonly ChangeAction[]): ReadonlySet<string> {
  const ids = actions.flatMap((action) => {
    if (action.table === 'parts') return action.recordId ? [action.recordId] : [];
    if (action.table === 'part-adjustments') return action.parentId ? [action.parentId] : [];
    return [];
  });
  return new Set(ids);
}

/**
 * The parts as the person expects them before the server has their queued changes. New parts
 * made offline are listed only without filters (the server decides what a search matches).
 */
export function usePartsWithPending(parts: readonly Part[], hasFilters: boolean) {
  const { actions } = useChangeQueue();
  return useMemo(() => {
    const merged = mergePending(parts, actions, 'parts', (action) => action.type !== 'create' || !hasFilters);
    return { parts: withPendingStock(merged, actions), pendingIds: pendingPartIds(actions) };
  }, [parts, actions, hasFilters]);
}

/** One part with its queued edits and movements, or the part created offline when `id` is temp-. */
export function usePartWithPending(part: Part | undefined, id: string): Part | undefined {
  const { actions } = useChangeQueue();
  return useMemo(() => {
    const mine = actions.filter((action) => action.recordId === id || action.parentId === id);
    return withPendingStock(mergePending(part ? [part] : [], mine, 'parts'), mine).find(
      (candidate) => candidate.id === id,
    );
  }, [part, actions, id]);
}
