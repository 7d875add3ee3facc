import type { PrecacheProgress } from './messages';

/** One file of the build's precache list: the address to fetch and the key it is kept under. */
export interface PrecacheFile {
  url: string;
  /** The URL itself for a file whose name carries its hash; the URL with its revision otherwise. */
  cacheKey: string;
}

/** The parts of the precache's Cache the batches use (tests pass fakes). */
export interface PrecacheCache {
  keys(): Promise<readonly { url: string }[]>;
  put(key: string, response: Response): Promise<void>;
}

export type FetchFile = (file: PrecacheFile) => Promise<Response>;

/**
 * Caches the next `size` files of the build that are not cached yet (ADR 69): the page asks for
 * one batch at a time, when it is idle, so this never competes with a screen for the network.
 * A failed file fails the batch, and nothing of it is counted; the page asks again another time.
 */
export async function cacheNextBatch(
  files: readonly PrecacheFile[],
  cache: PrecacheCache,
  fetchFile: FetchFile,
  size: number,
): Promise<PrecacheProgress> {
  const cachedKeys = new Set((await cache.keys()).map((request) => request.url));
  const missing = files.filter((file) => !cachedKeys.has(file.cacheKey));
  const batch = missing.slice(0, size);
  await Promise.all(
    batch.map(async (file) => {
      const response = await fetchFile(file);
      if (!response.ok) throw new Error(`${file.url} answered ${response.status}`);
      await cache.put(file.cacheKey, response);
    }),
  );
  return { cached: files.length - missing.length + batch.length, total: files.length };
}

/**
 * How a file is fetched for the precache: a revisioned file (index.html, the icons) past the
 * HTTP cache, which may hold an older copy; a hashed file from it if it is there, since the
 * screens already shown downloaded it once.
 */
export function precacheRequest(file: PrecacheFile): RequestInit {
  return { cache: file.cacheKey === file.url ? 'default' : 'reload', credentials: 'same-origin' };
}
