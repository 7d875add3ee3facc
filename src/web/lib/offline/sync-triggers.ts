import { isOfflineSyncRequestedMessage, OFFLINE_SYNC_TAG } from '../../service-worker/messages';
import { recordError } from '../error-log';
import type { ChangeQueue } from './change-queue';

/** Core spec §9: sync every 30 s, 1 s after the connection returns; the pending count every 5 s. */
export const SYNC_INTERVAL_MS = 30_000;
export const RECONNECT_SYNC_DELAY_MS = 1_000;
export const PENDING_REFRESH_MS = 5_000;

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the worker when the connection returns (where Background Sync exists). */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  await registration?.sync?.register(OFFLINE_SYNC_TAG);
}

/**
 * Starts everything that sends the queue without the person asking: the timer, the return of
 * the connection, the service worker's background sync, and a first run for what an earlier
 * visit left. Returns the stop function.
 */
export function startSyncTriggers(queue: ChangeQueue): () => void {
  const run = () => {
    queue.sync().catch((error: unknown) => recordError({ error, context: { source: 'offline-sync' } }));
  };
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  const onOnline = () => {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(run, RECONNECT_SYNC_DELAY_MS);
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isOfflineSyncRequestedMessage(event.data)) run();
  };
  const stopOutcomes = queue.onOutcome((outcome) => {
    if (outcome.kind === 'queued') requestBackgroundSync().catch(() => undefined);
  });
  const syncTimer = setInterval(run, SYNC_INTERVAL_MS);
  const refreshTimer = setInterval(() => void queue.refresh(), PENDING_REFRESH_MS);
  window.addEventListener('online', onOnline);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  void queue.refresh().then(run);

  return () => {
    clearTimeout(reconnectTimer);
    clearInterval(syncTimer);
    clearInterval(refreshTimer);
    window.removeEventListener('online', onOnline);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    stopOutcomes();
  };
}
