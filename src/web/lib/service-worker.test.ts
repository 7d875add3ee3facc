import { describe, expect, it, vi } from 'vitest';
import { readErrorLog } from './error-log';
import { startServiceWorker, type ServiceWorkerRegistrar } from './service-worker';

function fakeContainer(
  register: ServiceWorkerRegistrar<unknown>['register'],
): ServiceWorkerRegistrar<unknown> {
  return { register: vi.fn(register) };
}

describe('startServiceWorker', () => {
  it('registers /sw.js for the whole app and never from a cached script', () => {
    const container = fakeContainer(async () => ({}));
    startServiceWorker(container, true);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('does nothing in development builds or without service worker support', () => {
    const container = fakeContainer(async () => ({}));
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
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(readErrorLog()[0]).toMatchObject({
      message: 'The script has an unsupported MIME type',
      context: { source: 'service-worker-registration' },
    });
  });
});
