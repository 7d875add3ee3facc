import { recordError } from './error-log';

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** The part of `navigator.serviceWorker` registration uses (tests pass fakes). */
export interface ServiceWorkerRegistrar<Registration = ServiceWorkerRegistration> {
  register(url: string, options: RegistrationOptions): Promise<Registration>;
}

/**
 * Registers /sw.js for the whole app (core spec: scope '/', never from a cached script:
 * `updateViaCache: 'none'` makes every update check fetch sw.js and its imports afresh).
 */
export function registerServiceWorker<Registration>(
  container: ServiceWorkerRegistrar<Registration>,
): Promise<Registration> {
  return container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' });
}

/** The browser's service worker container, or undefined where there is none (plain HTTP, old browsers). */
export function browserServiceWorkers(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;
}

type Registered = Promise<ServiceWorkerRegistration | null>;

/** Settles the first registration's promise; null once it has. */
let settleFirst: ((registered: Registered) => void) | null = null;
let registration: Registered = new Promise((resolve) => {
  settleFirst = resolve;
});

/**
 * The worker's registration once startServiceWorker() made it; null in dev, without support, or
 * after a failure. Asked before the worker is registered (a signed-in screen's first render),
 * it waits for the registration.
 */
export function serviceWorkerRegistration(): Registered {
  return registration;
}

/**
 * Registers the worker in production builds (the dev server does not build it), once someone is
 * signed in: the signed-in layout calls it (ADR 69), so a signed-out visit downloads no worker.
 * A failure is logged and never reaches the app: everything but push and offline use works without it.
 */
export function startServiceWorker(
  container: ServiceWorkerRegistrar | undefined = browserServiceWorkers(),
  isProduction: boolean = import.meta.env.PROD,
): void {
  const registered: Registered =
    !isProduction || !container
      ? Promise.resolve(null)
      : registerServiceWorker(container).catch((error: unknown) => {
          console.warn('Service worker registration failed', error);
          recordError({ error, context: { source: 'service-worker-registration' } });
          return null;
        });
  if (settleFirst) {
    settleFirst(registered);
    settleFirst = null;
  } else {
    registration = registered;
  }
}
