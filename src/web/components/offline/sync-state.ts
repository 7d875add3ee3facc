import type { ChangeAction } from '@web/lib/offline/change-action';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { offlineMessages } from './messages';

export type Connectivity = 'online' | 'offline' | 'syncing';

export interface SyncState {
  connectivity: Connectivity;
  pending: ChangeAction[];
  attention: ChangeAction[];
  /** Core spec §2: Online, Working Offline, Syncing N changes. */
  label: string;
}

/** What the connectivity card and the pending-changes badge say, from the queue and the connection. */
export function syncState(
  actions: readonly ChangeAction[],
  isOnline: boolean,
  isSyncing: boolean,
  t: TextsOf<typeof offlineMessages>,
): SyncState {
  const pending = actions.filter((action) => action.state === 'pending');
  const attention = actions.filter((action) => action.state === 'attention');
  if (!isOnline) return { connectivity: 'offline', pending, attention, label: t('label.offline') };
  if (isSyncing && pending.length > 0) {
    return {
      connectivity: 'syncing',
      pending,
      attention,
      label: t('label.syncing', { count: pending.length }),
    };
  }
  return { connectivity: 'online', pending, attention, label: t('label.online') };
}
