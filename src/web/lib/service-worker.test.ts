import { describe, expect, it, vi } from 'vitest';
import { readErrorLog } from './error-log';
import { serviceWorkerRegistration, startServiceWorker, type ServiceWorkerRegistrar } from './service-worker';

function fakeContainer(register: ServiceWorkerRegistrar['register']): ServiceWorkerRegistrar {
  return { register: vi.fn(register) };
}

const registered = {} as ServiceWorkerRegistration;

describe('startServiceWorker', () => {
  // First: the module has registered nothing yet, as on a signed-in screen's first render.
  it('answers a registration asked for before the worker is registered, once it is (ADR 69)', async () => {
    const asked = serviceWorkerRegistration();
    startServiceWorker(
      fakeContainer(async () => registered),
      true,
    );
    expect(await asked).toBe(registered);
  });

  it('registers /sw.js for the whole app and never from a cached script, and keeps the registration', async () => {
    const container = fakeContainer(async () => registered);
    startServiceWorker(container, true);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(await serviceWorkerRegistration()).toBe(registered);
  });

  it('does nothing in development builds or without service worker support', () => {
    const container = fakeContainer(async () => registered);
    startServiceWorker(container, false);
    expect(container.register).not.toHaveBeenCalled();
    expect(() => startServiceWorker(undefined, true)).not.toThrow();
  });

  it('logs a failed registration instead of breaking the app', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startServiceWorker(
      fakeContainer(async () => {
        throw new DOMException('The script has an unsupported MIME type', 'SecurityError');
      }),
      true,
    );
    expect(await serviceWorkerRegistration()).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(readErrorLog()[0]).toMatchObject({
      message: 'The script has an unsupported MIME type',
      context: { source: 'service-worker-registration' },
    });
  });
});
