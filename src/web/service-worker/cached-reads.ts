import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import {
  NETWORK_TIMEOUT_SECONDS,
  apiCacheName,
  cacheKeyFor,
  markedAsCached,
  offlineResponse,
  userIdFromAuthorization,
} from './api-cache';

// Bounds one user's cache on a shared tablet; the oldest reads go first.
const MAX_ENTRIES = 2_000;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const keyedByUrlAndWarehouse: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => cacheKeyFor(request.url, request.headers.get('x-warehouse-id')),
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markedAsCached(cachedResponse) : null,
};

const strategies = new Map<string, NetworkFirst>();

/** One network-first strategy per signed-in user, each with its own cache. */
function strategyFor(userId: string): NetworkFirst {
  let strategy = strategies.get(userId);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: apiCacheName(userId),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [
        keyedByUrlAndWarehouse,
        new ExpirationPlugin({
          maxEntries: MAX_ENTRIES,
          maxAgeSeconds: MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    });
    strategies.set(userId, strategy);
  }
  return strategy;
}

/**
 * Answers an API read from the network, else from the user's cache, else with the offline
 * 503. A request without a bearer token goes straight to the network and is never cached.
 */
export const cachedRead: RouteHandlerCallback = async ({ request, event }) => {
  const userId = userIdFromAuthorization(request.headers.get('authorization'));
  if (!userId) return fetch(request);
  try {
    return await strategyFor(userId).handle({ request, event });
  } catch {
    return offlineResponse();
  }
};
