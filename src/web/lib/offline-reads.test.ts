import { describe, expect, it, vi } from 'vitest';
import { clearCachedReads } from './offline-reads';

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
