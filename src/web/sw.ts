/// <reference lib="webworker" />
/**
 * The service worker (ADR 20, ADR 30, ADR 69): keeps the app shell and every route chunk,
 * cached a batch at a time when a signed-in page asks, answers page navigations with the shell,
 * keeps API reads per user for offline use, hands Background Sync to the page, and shows web
 * push notifications.
 */
import { copyResponse } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  PrecacheController,
  PrecacheRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isCachedRead } from './service-worker/api-cache';
import { cachedRead } from './service-worker/cached-reads';
import { cacheNextBatch, precacheRequest, type PrecacheFile } from './service-worker/deferred-precache';
import {
  isPrecacheBatchMessage,
  isSkipWaitingMessage,
  OFFLINE_SYNC_TAG,
  type PrecacheBatchMessage,
} from './service-worker/messages';
import { SERVER_ONLY_PATHS } from './service-worker/navigation';
import { PORTAL_PAGE_FILE, PORTAL_PAGE_PATH } from '@shared/portal-pages';
import { askPagesToSync } from './service-worker/offline-sync';
import { openNotificationTarget } from './service-worker/open-target';
import { notificationOptionsFor, parsePushMessage, targetUrl } from './service-worker/push-notification';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Background Sync is not in TypeScript's worker library yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The build lists every emitted file here (vite.config.ts), so any route opens offline once they
// are cached. Nothing is fetched at install: a signed-out visit to sign-in downloads only what it
// shows, and a signed-in page asks for the files in small batches when it is idle (ADR 69).
// Until a file is cached it comes from the network.
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
// A new build's worker drops the files the new list no longer has once it takes over.
self.addEventListener('activate', precache.activate);

const precacheFiles: PrecacheFile[] = [...precache.getURLsToCacheKeys()].map(([url, cacheKey]) => ({
  url,
  cacheKey,
}));

async function fetchForPrecache(file: PrecacheFile): Promise<Response> {
  const response = await fetch(file.url, precacheRequest(file));
  // A redirected response cannot answer a navigation: keep its body under the file's own address.
  return response.redirected ? copyResponse(response) : response;
}

// One batch at a time, even when two open pages ask at once: no file is fetched twice.
let batches: Promise<unknown> = Promise.resolve();

function precacheBatch(message: PrecacheBatchMessage, reply: MessagePort | undefined): Promise<void> {
  const batch = batches.then(async () => {
    const cache = await self.caches.open(precache.strategy.cacheName);
    return cacheNextBatch(precacheFiles, cache, fetchForPrecache, message.size);
  });
  batches = batch.catch(() => undefined);
  return batch.then(
    (progress) => reply?.postMessage(progress),
    (error: unknown) =>
      reply?.postMessage({ failed: error instanceof Error ? error.message : String(error) }),
  );
}

// A request portal link opens the portal's own page (ADR 51), offline too; any other page the app's shell.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL(PORTAL_PAGE_FILE), { allowlist: [PORTAL_PAGE_PATH] }),
);
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: [...SERVER_ONLY_PATHS] }),
);
registerRoute(({ request, url }) => isCachedRead(request.method, url, self.location.origin), cachedRead);

// A new version waits until the user chooses Update (the update card), so an open form is never
// swapped under its user; then it takes over every open page.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  else if (isPrecacheBatchMessage(event.data)) event.waitUntil(precacheBatch(event.data, event.ports[0]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OFFLINE_SYNC_TAG) sync.waitUntil(askPagesToSync(self.clients));
});

self.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(message.title, notificationOptionsFor(message)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl(event.notification.data, self.location.origin);
  event.waitUntil(openNotificationTarget(self.clients, url));
});
