import type { PrecacheProgress } from '@web/service-worker/messages';
import type { PrecacheStatus } from './precache-status';

/** Files the worker caches per batch: a batch holds the network for a moment only (ADR 69). */
export const PRECACHE_BATCH_SIZE = 8;

export interface BatchDependencies {
  /** Resolves when the page is idle and its network quiet; rejects once `signal` aborts. */
  whenQuiet: (signal: AbortSignal) => Promise<void>;
  /** Asks the worker for one batch and resolves with how many files are cached after it. */
  askForBatch: (size: number) => Promise<PrecacheProgress>;
  /** Resolves after a failed batch, when it is worth asking again. */
  afterFailure: (signal: AbortSignal) => Promise<void>;
  onStatus: (status: PrecacheStatus) => void;
  signal: AbortSignal;
}

/**
 * Asks for the build's files a batch at a time, each batch once the page is quiet, until all
 * are cached or the signal aborts (the person signed out). A failed batch is tried again later.
 */
export async function precacheInBatches(deps: BatchDependencies): Promise<void> {
  const { signal, onStatus } = deps;
  let last: PrecacheStatus = { phase: 'waiting', cached: 0, total: 0 };
  onStatus(last);
  while (!signal.aborted) {
    await deps.whenQuiet(signal);
    let progress: PrecacheProgress;
    try {
      progress = await deps.askForBatch(PRECACHE_BATCH_SIZE);
    } catch {
      last = { ...last, phase: 'failed' };
      onStatus(last);
      await deps.afterFailure(signal);
      continue;
    }
    if (signal.aborted) return;
    last = { phase: progress.cached >= progress.total ? 'saved' : 'saving', ...progress };
    onStatus(last);
    if (last.phase === 'saved') return;
  }
}
