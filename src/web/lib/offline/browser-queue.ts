import { serverClock } from '../server-clock';
import { readStored } from '../session-storage';
import { createChangeQueue, type NewChange } from './change-queue';
import { openChangeStore, type QueuedFile } from './change-store';
import { fetchTransport } from './fetch-transport';

/** The page's one change queue, on this browser's IndexedDB. */
export const changeQueue = createChangeQueue({
  store: openChangeStore(),
  transport: fetchTransport,
  isOnline: () => navigator.onLine,
  currentUserId: () => readStored('userId'),
  occurredAt: () => serverClock.now().toISOString(),
});

const queuedRecords = new WeakSet<object>();

/** True for the stand-in a queued change returned: the server has not seen it yet. */
export function wasQueued(value: unknown): boolean {
  return typeof value === 'object' && value !== null && queuedRecords.has(value);
}

/**
 * Makes a change through the queue and resolves with the server's record, or — when it could
 * not reach the server — with the change's `optimistic` record, which `wasQueued` recognises.
 * A refusal (validation, permission, conflict) rejects with the server's ApiError as before.
 */
export async function sendChange<T>(change: NewChange, file?: QueuedFile): Promise<T> {
  const result = await changeQueue.submit(change, file);
  if (result.status === 'sent') return result.data as T;
  const stand = { ...(change.optimistic ?? {}) };
  queuedRecords.add(stand);
  return stand as T;
}
