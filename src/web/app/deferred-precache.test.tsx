import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { precacheStatusStore } from '@web/lib/pwa/precache-status';
import { buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { isPrecacheBatchMessage, type PrecacheBatchMessage } from '@web/service-worker/messages';
import type * as ServiceWorkerModule from '@web/lib/service-worker';
import { AppRouter } from './router';

/** The build's files as a fake worker holds them: each batch request caches that many more. */
const worker = vi.hoisted(() => ({ total: 20, cached: 0, asked: [] as unknown[] }));

vi.mock('@web/lib/service-worker', async (importOriginal) => {
  const original = await importOriginal<typeof ServiceWorkerModule>();
  const active = {
    postMessage(message: PrecacheBatchMessage, [port]: MessagePort[]) {
      worker.asked.push(message);
      worker.cached = Math.min(worker.total, worker.cached + message.size);
      port?.postMessage({ cached: worker.cached, total: worker.total });
    },
  };
  // The update card's watch finds nothing waiting.
  const registration = Object.assign(new EventTarget(), { active, waiting: null, installing: null });
  return {
    ...original,
    serviceWorkerRegistration: async () => registration,
    browserServiceWorkers: () => ({ ready: Promise.resolve(registration) }),
  };
});

describe('the app caches its files for offline use only once someone is signed in', () => {
  beforeEach(() => {
    worker.cached = 0;
    worker.asked = [];
    precacheStatusStore.setStatus({ phase: 'off', cached: 0, total: 0 });
    // The built app, where the worker is registered.
    vi.stubEnv('PROD', true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('asks the worker for nothing on a signed-out visit to sign-in', async () => {
    stubFetch({});
    renderWithApp(<AppRouter />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(worker.asked).toEqual([]);
    expect(precacheStatusStore.getStatus().phase).toBe('off');
  });

  it('signed in, asks for every file in batches of eight, when the page is quiet', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.warehouseId, 'warehouse-1');
    stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
      'GET /api/notifications': () => jsonResponse(200, [], { 'X-Unread-Count': '0', 'X-Total-Count': '0' }),
    });
    renderWithApp(<AppRouter />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(precacheStatusStore.getStatus().phase).toBe('saved'), { timeout: 20_000 });
    expect(worker.asked).toHaveLength(3);
    expect(worker.asked.every((message) => isPrecacheBatchMessage(message) && message.size === 8)).toBe(true);
    expect(precacheStatusStore.getStatus()).toEqual({ phase: 'saved', cached: 20, total: 20 });
  });
});
