import { isPrecacheProgress, PRECACHE_BATCH, type PrecacheProgress } from '@web/service-worker/messages';
import { browserServiceWorkers, serviceWorkerRegistration } from '../service-worker';
import { precacheInBatches } from './deferred-precache';
import { whenPageQuiet } from './page-quiet';
import { precacheStatusStore } from './precache-status';

/** After a failed batch (the server restarting, a flaky signal), the next try waits this long. */
const RETRY_AFTER_MS = 30_000;

/** One batch, asked of the worker over a channel of its own so the answer is this batch's. */
export function askWorkerForBatch(worker: Pick<ServiceWorker, 'postMessage'>, size: number) {
  return new Promise<PrecacheProgress>((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      channel.port1.close();
      if (isPrecacheProgress(event.data)) resolve(event.data);
      else reject(new Error('The service worker could not cache a batch of the app'));
    };
    worker.postMessage({ type: PRECACHE_BATCH, size }, [channel.port2]);
  });
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Caches the app's files through the worker that controls the page, a batch each time the page
 * is quiet (`isBusy`: a query is loading), until all are there or `signal` aborts (sign-out).
 */
export async function precacheWhenQuiet(isBusy: () => boolean, signal: AbortSignal): Promise<void> {
  const registration = await serviceWorkerRegistration();
  const container = browserServiceWorkers();
  if (!registration || !container) {
    precacheStatusStore.setStatus({ phase: 'off', cached: 0, total: 0 });
    return;
  }
  const worker = (await container.ready).active;
  if (!worker || signal.aborted) return;
  await precacheInBatches({
    whenQuiet: (aborted) => whenPageQuiet(isBusy, aborted),
    askForBatch: (size) => askWorkerForBatch(worker, size),
    afterFailure: (aborted) => pause(RETRY_AFTER_MS, aborted),
    onStatus: precacheStatusStore.setStatus,
    signal,
  });
}
