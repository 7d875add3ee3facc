import { useSyncExternalStore } from 'react';
import { changeQueue } from './browser-queue';
import type { ChangeAction, ChangeTable } from './change-action';
import type { QueueSnapshot } from './change-queue';

/** The signed-in person's queue as it changes: actions, and whether a sync is running. */
export function useChangeQueue(): QueueSnapshot {
  return useSyncExternalStore(changeQueue.subscribe, changeQueue.getSnapshot);
}

/** Queued changes of one kind not yet on the server, for screens that show them in place. */
export function usePendingChanges(table: ChangeTable): ChangeAction[] {
  return useChangeQueue().actions.filter((action) => action.table === table);
}
