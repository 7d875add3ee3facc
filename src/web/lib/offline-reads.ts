import { API_CACHE_PREFIX } from '@web/service-worker/api-cache';
import { apiRequest, apiRequestAll } from './api-client';

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

/** Deletes every user's cached API reads on this device (sign-out: the next person must not see them). */
export async function clearCachedReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
