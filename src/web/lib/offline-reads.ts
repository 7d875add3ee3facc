import { API_CACHE_PREFIX } from '@web/service-worker/api-cache';

/**
 * Deletes every user's cached file reads on this device (sign-out: the next person must not see
 * them; ADR 30). The device's copy of the working set is cleared beside it (lib/replica).
 */
export async function clearCachedReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
