/**
 * What the page and the service worker say to each other, shared by both sides so a renamed
 * message cannot leave one of them listening for the old word.
 */

/** The Background Sync tag the offline queue registers (core spec: offline-actions-sync). */
export const OFFLINE_SYNC_TAG = 'offline-actions-sync';

/** Page → worker: a waiting worker takes over once the user chose Update. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Worker → page: the browser fired the sync event; the page replays its queue (it holds the session). */
export const OFFLINE_SYNC_REQUESTED = 'offline-actions-sync';

export interface SkipWaitingMessage {
  type: typeof SKIP_WAITING;
}

export interface OfflineSyncRequestedMessage {
  type: typeof OFFLINE_SYNC_REQUESTED;
}

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING;
}

export function isOfflineSyncRequestedMessage(data: unknown): data is OfflineSyncRequestedMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === OFFLINE_SYNC_REQUESTED;
}

/**
 * Page → worker, over a MessageChannel: cache the next few of the build's files (ADR 69). The
 * page asks only once someone is signed in and the page is idle, one small batch at a time.
 */
export const PRECACHE_BATCH = 'PRECACHE_BATCH';

export interface PrecacheBatchMessage {
  type: typeof PRECACHE_BATCH;
  size: number;
}

/** Worker → page, on the batch's port: how many of the build's files are cached now. */
export interface PrecacheProgress {
  cached: number;
  total: number;
}

export function isPrecacheBatchMessage(data: unknown): data is PrecacheBatchMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === PRECACHE_BATCH &&
    'size' in data &&
    typeof data.size === 'number' &&
    Number.isInteger(data.size) &&
    data.size > 0
  );
}

export function isPrecacheProgress(data: unknown): data is PrecacheProgress {
  return (
    typeof data === 'object' &&
    data !== null &&
    'cached' in data &&
    typeof data.cached === 'number' &&
    'total' in data &&
    typeof data.total === 'number'
  );
}
