/**
 * Which API reads the worker keeps for offline use, and under which name (ADR 30, narrowed by
 * ADR 42 to files). Pure functions only, so they are tested without a worker.
 */

/** Every user's cache starts with this; sign-out deletes them all (lib/offline-reads.ts). */
export const API_CACHE_PREFIX = 'fieldwork-api-';

/** A hanging connection falls back to the cached copy after this long. */
export const NETWORK_TIMEOUT_SECONDS = 4;

export const CACHE_HIT_HEADER = 'x-fieldwork-cache';
export const OFFLINE_HEADER = 'x-fieldwork-offline';

export const OFFLINE_MESSAGE = 'You are offline and this file has not been opened on this device yet.';

/**
 * The bytes of attached files and their thumbnails: the one kind of read the device's copy of the
 * working set does not hold (it keeps the files' metadata; ADR 42). A file opened once online
 * opens again offline. Every JSON read is answered by the copy instead (lib/replica).
 */
const CACHED_READS: readonly RegExp[] = [/^\/api\/attachments\/[^/]+\/(file|thumbnail)$/];

/** Whether a request is an API read the worker answers network-first with a cached fallback. */
export function isCachedRead(method: string, url: URL, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return CACHED_READS.some((pattern) => pattern.test(url.pathname));
}

/** Cache names and keys are built from it, so only plain id characters pass. */
const USER_ID = /^[\w-]{1,128}$/;

/**
 * The signed-in user a request is made for: the `sub` of its bearer token, decoded without
 * checking the signature. It only partitions the cache; the server still checks every token.
 */
export function userIdFromAuthorization(authorization: string | null): string | null {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.[\w-]*$/.exec(authorization ?? '');
  if (!token?.[2]) return null;
  try {
    const base64 = token[2].replace(/-/g, '+').replace(/_/g, '/');
    const payload: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub = typeof payload === 'object' && payload !== null && 'sub' in payload ? payload.sub : null;
    return typeof sub === 'string' && USER_ID.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

export function apiCacheName(userId: string): string {
  return `${API_CACHE_PREFIX}${userId}`;
}

/**
 * The cache key of a read: its URL, plus the warehouse it was asked for (the x-warehouse-id
 * header scopes the answer, so the same URL differs between warehouses). The token is never
 * part of a key.
 */
export function cacheKeyFor(url: string, warehouseId: string | null): string {
  if (!warehouseId) return url;
  const key = new URL(url);
  key.searchParams.set('__warehouse', warehouseId);
  return key.href;
}

/** The answer to a read that failed offline with nothing cached: the API's own error shape. */
export function offlineResponse(): Response {
  const body = { error: 'UNAVAILABLE', message: OFFLINE_MESSAGE };
  return new Response(JSON.stringify(body), {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'content-type': 'application/json; charset=utf-8', [OFFLINE_HEADER]: '1' },
  });
}

/** A cached answer, marked so the page can tell it is not live. */
export function markedAsCached(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHE_HIT_HEADER, 'hit');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
