import { API_CACHE_PREFIX } from '@web/service-worker/api-cache';
import { apiRequest, apiRequestAll } from './api-client';
import { browserServiceWorkers } from './service-worker';

/**
 * The reads the create dialogs make, asked for once online so the service worker has them
 * when the dialogs open offline (ADR 30). Each URL is the one the dialog itself requests, byte
 * for byte (the worker's cache matches on URL): app/offline-warm-up.test.ts holds them to that.
 */
export const WARM_UP_READS: readonly { path: string; whole: boolean }[] = [
  // The New Work Order dialog's equipment picker and FO number (features/work-orders/api).
  { path: '/api/equipment?limit=20', whole: false },
  { path: '/api/work-orders/next-fo-number', whole: false },
  // Vendor selects and chips (components/vendors/vendor-options.ts), paged to the end.
  { path: '/api/vendors', whole: true },
  // The Record Part picker (features/work-orders/api/search-parts.ts).
  { path: '/api/parts?limit=20', whole: false },
  // The template list and the PM dialogs (features/preventive/api/list-pm-templates.ts).
  { path: '/api/pm-templates', whole: true },
  { path: '/api/profiles/me', whole: false },
];

/**
 * Fetches the warm-up reads through the normal client (so they carry the token and the
 * warehouse, and the worker caches them under the user). A read that fails is skipped:
 * warming up is a convenience, never a reason to disturb the screen.
 */
export async function warmOfflineReads(): Promise<void> {
  await Promise.allSettled(
    WARM_UP_READS.map(({ path, whole }) => (whole ? apiRequestAll(path) : apiRequest(path))),
  );
}

/** The parts of navigator.serviceWorker the warm-up watches (tests pass fakes). */
export interface ControlledContainer {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * Warms the reads once a service worker controls the page, since only then are they kept: at
 * once when one already does, else when the first one takes over (a first visit signs in
 * while the worker still installs). Nothing happens without worker support. Returns a stop.
 */
export function warmOfflineReadsWhenControlled(
  container: ControlledContainer | undefined = browserServiceWorkers(),
  warm: () => Promise<void> = warmOfflineReads,
): () => void {
  if (!container) return () => undefined;
  if (container.controller) {
    void warm();
    return () => undefined;
  }
  const onControlled = () => {
    container.removeEventListener('controllerchange', onControlled);
    void warm();
  };
  container.addEventListener('controllerchange', onControlled);
  return () => container.removeEventListener('controllerchange', onControlled);
}

/** Deletes every user's cached API reads on this device (sign-out: the next person must not see them). */
export async function clearCachedReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
