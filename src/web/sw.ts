/// <reference lib="webworker" />
/**
 * The service worker (ADR 20): shows web push notifications and opens their link on click.
 * It caches nothing yet; precaching and offline reads arrive with the install/offline issue.
 */
import { openNotificationTarget } from './service-worker/open-target';
import { notificationOptionsFor, parsePushMessage, targetUrl } from './service-worker/push-notification';

declare const self: ServiceWorkerGlobalScope;

// With no caches to keep consistent, a new worker can take over open pages at once.
self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
