/** Hits and misses of the server's caches: one per lookup, not per cache a lookup passes through. */
export class CacheStats {
  hits = 0;
  misses = 0;
  /** How many caches report here: none means the summary says `configured: false`. */
  caches = 0;
}

/**
 * The warehouse caches of this process. One process runs one app in production; test files
 * that build several apps in one process share these counts, which the tests allow for.
 */
export const warehouseCacheStats = new CacheStats();
