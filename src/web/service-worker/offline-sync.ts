import { OFFLINE_SYNC_REQUESTED, type OfflineSyncRequestedMessage } from './messages';

/** The parts of the worker's `clients` the sync handler uses (tests pass fakes). */
export interface SyncWindows {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly { postMessage(message: OfflineSyncRequestedMessage): void }[]>;
}

/**
 * The browser's Background Sync fired: every open window is asked to replay its queue. The
 * page does the replay because it holds the session (token renewal, sign-out on a 401).
 */
export async function askPagesToSync(clients: SyncWindows): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const window of windows) window.postMessage({ type: OFFLINE_SYNC_REQUESTED });
}
