import { hashKey, partialMatchKey, type QueryKey } from '@tanstack/react-query';

/** How long a burst of events is gathered before the queries they touch are refetched. */
export const REALTIME_COALESCE_MS = 250;

/**
 * Gathers the query keys events ask to refresh and invalidates each once per window: a PM run
 * that creates 500 orders, or a stock count touching 300 parts, costs one refetch per key, not
 * one per event. A key under another gathered key (its prefix) is left to that one.
 */
export function createInvalidationBatcher(
  invalidate: (queryKey: QueryKey) => void,
  delayMs = REALTIME_COALESCE_MS,
) {
  /** Each key with what tells whether it is still stale when the window closes (always, unless told). */
  const pending = new Map<string, { key: QueryKey; checks: (() => boolean)[] | null }>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const keys = [...pending.values()]
      .filter(({ checks }) => checks === null || checks.some((isStale) => isStale()))
      .map(({ key }) => key);
    pending.clear();
    for (const key of keys) {
      // partialMatchKey is how invalidateQueries itself matches: `other` already refreshes `key`.
      const isCovered = keys.some(
        (other) => other !== key && other.length < key.length && partialMatchKey(key, other),
      );
      if (!isCovered) invalidate(key);
    }
  }

  /**
   * `isStale`, asked when the window closes: false when the screen already shows what the event
   * announces (the planner's own move, saved meanwhile). A key another event gathered without
   * such a check is refreshed anyway.
   */
  function add(keys: readonly QueryKey[], isStale?: () => boolean): void {
    if (keys.length === 0) return;
    for (const key of keys) {
      const hash = hashKey(key);
      const checks = pending.has(hash) ? (pending.get(hash)?.checks ?? null) : [];
      pending.set(hash, { key, checks: isStale && checks ? [...checks, isStale] : null });
    }
    // Measured from the first event of the window, so a steady stream still refreshes.
    timer ??= setTimeout(flush, delayMs);
  }

  function dispose(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    pending.clear();
  }

  return { add, flush, dispose };
}
