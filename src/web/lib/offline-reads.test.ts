import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import {
  clearCachedReads,
  warmOfflineReads,
  warmOfflineReadsWhenControlled,
  WARM_UP_READS,
  type ControlledContainer,
} from './offline-reads';

/** A CacheStorage holding the named caches (happy-dom has none). */
function stubCaches(names: string[]) {
  const kept = new Set(names);
  const storage = {
    keys: vi.fn(async () => [...kept]),
    delete: vi.fn(async (name: string) => kept.delete(name)),
  };
  vi.stubGlobal('caches', storage);
  return kept;
}

describe('clearCachedReads', () => {
  it("deletes every user's cached API reads and nothing else", async () => {
    const kept = stubCaches([
      'fieldwork-api-user-1',
      'fieldwork-api-user-2',
      'workbox-precache-v2-https://fieldwork.example/',
    ]);
    await clearCachedReads();
    expect([...kept]).toEqual(['workbox-precache-v2-https://fieldwork.example/']);
  });

  it('does nothing where the browser has no Cache API', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearCachedReads()).resolves.toBeUndefined();
  });
});

describe('warmOfflineReads', () => {
  it('asks for every warm-up read with the session token and warehouse', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    window.localStorage.setItem('warehouseId', 'warehouse-1');
    const { calls } = stubFetch(
      Object.fromEntries(
        WARM_UP_READS.map(({ path }) => [`GET ${path.split('?')[0]}`, () => jsonResponse(200, [])]),
      ),
    );
    await warmOfflineReads();
    expect(calls.map((call) => call.url).sort()).toEqual(
      [
        '/api/equipment?limit=20',
        '/api/parts?limit=20',
        '/api/pm-templates?limit=500',
        '/api/profiles/me',
        '/api/vendors?limit=500',
        '/api/work-orders/next-fo-number',
      ].sort(),
    );
    for (const call of calls) {
      expect(call.headers.get('Authorization')).toBe('Bearer token-1');
      expect(call.headers.get('x-warehouse-id')).toBe('warehouse-1');
    }
  });

  it('ignores reads that fail', async () => {
    stubFetch({});
    await expect(warmOfflineReads()).resolves.toBeUndefined();
  });
});

describe('warmOfflineReadsWhenControlled', () => {
  class FakeContainer extends EventTarget implements ControlledContainer {
    constructor(public controller: unknown) {
      super();
    }
  }

  it('warms at once when a worker already controls the page', () => {
    const warm = vi.fn(async () => undefined);
    warmOfflineReadsWhenControlled(new FakeContainer({}), warm);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('waits for the first worker to take over, then warms once', () => {
    const warm = vi.fn(async () => undefined);
    const container = new FakeContainer(null);
    warmOfflineReadsWhenControlled(container, warm);
    expect(warm).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('warms nothing once stopped, or without worker support', () => {
    const warm = vi.fn(async () => undefined);
    const container = new FakeContainer(null);
    const stop = warmOfflineReadsWhenControlled(container, warm);
    stop();
    container.dispatchEvent(new Event('controllerchange'));
    warmOfflineReadsWhenControlled(undefined, warm);
    expect(warm).not.toHaveBeenCalled();
  });
});
