import type { ChangeAction } from '@web/lib/offline/change-action';

export type Connectivity = 'online' | 'offline' | 'syncing';

export interface SyncState {
  connectivity: Connectivity;
  pending: ChangeAction[];
  attention: ChangeAction[];
  /** Core spec §2: Online, Working Offline, Syncing N changes. */
  label: string;
}

export function countChanges(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

/** What the connectivity card and the pending-changes badge say, from the queue and the connection. */
export function syncState(
  actions: readonly ChangeAction[],
  isOnline: boolean,
  isSyncing: boolean,
): SyncState {
  const pending = actions.filter((action) => action.state === 'pending');
  const attention = actions.filter((action) => action.state === 'attention');
  if (!isOnline) return { connectivity: 'offline', pending, attention, label: 'Working Offline' };
  if (isSyncing && pending.length > 0) {
    return { connectivity: 'syncing', pending, attention, label: `Syncing ${countChanges(pending.length)}` };
  }
  return { connectivity: 'online', pending, attention, label: 'Online' };
}
