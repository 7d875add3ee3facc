import { useMemo } from 'react';
import type { ChangeAction, ChangeTable } from './change-action';
import { useChangeQueue } from './use-change-queue';

interface Identified {
  id: string;
}

/**
 * A list as the person expects to see it before the server has their queued changes: records
 * created offline first (under their temp- id), queued edits applied, queued deletes gone.
 * `belongs` keeps a create out of lists it does not match (another work order's checklist).
 */
export function mergePending<T extends Identified>(
  rows: readonly T[],
  actions: readonly ChangeAction[],
  table: ChangeTable,
  belongs: (action: ChangeAction) => boolean = () => true,
): T[] {
  const mine = actions.filter((action) => action.table === table && belongs(action));
  const deleted = new Set(mine.filter((action) => action.type === 'delete').map((action) => action.recordId));
  const edits = new Map<string, Record<string, unknown>>();
  for (const action of mine) {
    if (action.type === 'update' && action.recordId && action.optimistic) {
      edits.set(action.recordId, { ...edits.get(action.recordId), ...action.optimistic });
    }
  }
  const created = mine
    .filter(
      (action) =>
        action.type === 'create' && action.optimistic && !rows.some((row) => row.id === action.recordId),
    )
    .map((action) => action.optimistic as unknown as T)
    .reverse();
  return [...created, ...rows]
    .filter((row) => !deleted.has(row.id))
    .map((row) => (edits.has(row.id) ? ({ ...row, ...edits.get(row.id) } as T) : row));
}

/** `mergePending` over the signed-in person's live queue. */
export function useWithPending<T extends Identified>(
  rows: readonly T[] | undefined,
  table: ChangeTable,
  belongs?: (action: ChangeAction) => boolean,
): T[] {
  const { actions } = useChangeQueue();
  return useMemo(() => mergePending(rows ?? [], actions, table, belongs), [rows, actions, table, belongs]);
}

/** A record created offline, as queued (its detail screen has nothing on the server to read). */
export function usePendingRecord<T>(table: ChangeTable, id: string | undefined): T | undefined {
  const { actions } = useChangeQueue();
  const create = actions.find(
    (action) => action.table === table && action.type === 'create' && action.recordId === id,
  );
  if (!create?.optimistic) return undefined;
  const edits = actions.filter(
    (action) => action.type === 'update' && action.table === table && action.recordId === id,
  );
  return Object.assign({}, create.optimistic, ...edits.map((action) => action.optimistic)) as T;
}
