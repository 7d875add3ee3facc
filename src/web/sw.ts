/// <reference lib="webworker" />
/**
 * The service worker (ADR 20, ADR 30): precaches the app shell and every route chunk, answers
 * page navigations with the shell, keeps API reads per user for offline use, hands Background
 * Sync to the page, and shows web push notifications.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isCachedRead } from './service-worker/api-cache';
import { cachedRead } from './service-worker/cached-reads';
import { isSkipWaitingMessage, OFFLINE_SYNC_TAG } from './service-worker/messages';
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

// The build lists every emitted file here (vite.config.ts), so any route opens offline after one visit.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A request portal link opens the portal's own page (ADR 51), offline too; any other page the app's shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(PORTAL_PAGE_FILE), { allowlist: [PORTAL_PAGE_PATH] }),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...SERVER_ONLY_PATHS] }),
);
registerRoute(({ request, url }) => isCachedRead(request.method, url, self.location.origin), cachedRead);

// A new version waits until the user chooses Update (the update card), so an open form is never
// swapped under its user; then it takes over every open page.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
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
