import { describe, expect, it, vi } from 'vitest';
import { cacheNextBatch, precacheRequest, type PrecacheCache, type PrecacheFile } from './deferred-precache';
import { isPrecacheBatchMessage, isPrecacheProgress } from './messages';

const files: PrecacheFile[] = Array.from({ length: 20 }, (_, n) => ({
  url: `https://app.test/assets/chunk-${n}.js`,
  cacheKey: `https://app.test/assets/chunk-${n}.js`,
}));

function fakeCache(cachedUrls: readonly string[] = []): PrecacheCache & { stored: Map<string, Response> } {
  const stored = new Map(cachedUrls.map((url) => [url, new Response('cached')]));
  return {
    stored,
    keys: async () => [...stored.keys()].map((url) => ({ url })),
    put: async (key, response) => {
      stored.set(key, response);
    },
  };
}

describe('the worker caches the build a batch at a time', () => {
  it('fetches only the next batch of files it does not hold yet, and says how many it holds', async () => {
    const cache = fakeCache([files[0]!.cacheKey, files[2]!.cacheKey]);
    const fetchFile = vi.fn(async (file: PrecacheFile) => new Response(file.url));
    const progress = await cacheNextBatch(files, cache, fetchFile, 8);
    expect(fetchFile.mock.calls.map(([file]) => file.url)).toEqual(
      [1, 3, 4, 5, 6, 7, 8, 9].map((n) => files[n]!.url),
    );
    expect(progress).toEqual({ cached: 10, total: 20 });
    expect(cache.stored.size).toBe(10);
  });

  it('says all are cached, fetching nothing, once they are', async () => {
    const fetchFile = vi.fn(async (file: PrecacheFile) => new Response(file.url));
    const progress = await cacheNextBatch(files, fakeCache(files.map((file) => file.cacheKey)), fetchFile, 8);
    expect(fetchFile).not.toHaveBeenCalled();
    expect(progress).toEqual({ cached: 20, total: 20 });
  });

  it('fails the batch on a file the server refuses, and keeps no error page', async () => {
    const cache = fakeCache();
    const fetchFile = vi.fn(async (file: PrecacheFile) =>
      file.url.endsWith('chunk-3.js') ? new Response('gone', { status: 404 }) : new Response('file'),
    );
    await expect(cacheNextBatch(files, cache, fetchFile, 8)).rejects.toThrow('chunk-3.js answered 404');
    expect(cache.stored.has(files[3]!.cacheKey)).toBe(false);
  });

  it('fetches a revisioned file past the HTTP cache, a hashed one through it', () => {
    expect(precacheRequest(files[0]!).cache).toBe('default');
    expect(
      precacheRequest({
        url: 'https://app.test/index.html',
        cacheKey: 'https://app.test/index.html?__WB_REVISION__=abc',
      }).cache,
    ).toBe('reload');
  });

  it('recognises a batch request and a progress answer', () => {
    expect(isPrecacheBatchMessage({ type: 'PRECACHE_BATCH', size: 8 })).toBe(true);
    expect(isPrecacheBatchMessage({ type: 'PRECACHE_BATCH', size: 0 })).toBe(false);
    expect(isPrecacheBatchMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPrecacheProgress({ cached: 8, total: 20 })).toBe(true);
    expect(isPrecacheProgress({ failed: 'chunk-3.js answered 404' })).toBe(false);
  });
});
