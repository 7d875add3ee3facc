/** How long no file or answer may have arrived before the network counts as quiet. */
export const QUIET_MS = 500;

/** The page's own traffic: when its last download ended (the worker's batches are not in it). */
let lastResponseEnd = 0;
let observing = false;

function observeResources(): void {
  if (observing || typeof PerformanceObserver === 'undefined') return;
  observing = true;
  // An observer, not getEntriesByType: the timeline's buffer stops at 250 entries.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      lastResponseEnd = Math.max(lastResponseEnd, (entry as PerformanceResourceTiming).responseEnd);
  }).observe({ type: 'resource', buffered: true });
}

function nextIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    const done = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    // Safari has no idle callback: a short pause stands in for it.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done);
    else setTimeout(done, QUIET_MS);
  });
}

/**
 * Resolves at an idle moment of the page when nothing is loading: no query fetching
 * (`isBusy`) and no file or answer for QUIET_MS, so a batch of the precache never competes with
 * what a screen is loading.
 */
export async function whenPageQuiet(isBusy: () => boolean, signal: AbortSignal): Promise<void> {
  observeResources();
  for (;;) {
    await nextIdle(signal);
    const sinceLastResponse = performance.now() - lastResponseEnd;
    if (!isBusy() && sinceLastResponse >= QUIET_MS) return;
  }
}
