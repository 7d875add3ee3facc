import { describe, expect, it, vi } from 'vitest';
import type { PrecacheProgress } from '@web/service-worker/messages';
import { PRECACHE_BATCH_SIZE, precacheInBatches, type BatchDependencies } from './deferred-precache';
import type { PrecacheStatus } from './precache-status';

/** A worker holding `total` files, caching `size` more per batch; the page's quiet moments on demand. */
function harness(total: number, options: { failFirst?: boolean } = {}) {
  let cached = 0;
  let failNext = options.failFirst ?? false;
  const events: string[] = [];
  const statuses: PrecacheStatus[] = [];
  const controller = new AbortController();
  const deps: BatchDependencies = {
    whenQuiet: vi.fn(async () => {
      events.push('quiet');
    }),
    askForBatch: vi.fn(async (size: number): Promise<PrecacheProgress> => {
      events.push(`batch ${size}`);
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      cached = Math.min(total, cached + size);
      return { cached, total };
    }),
    afterFailure: vi.fn(async () => {
      events.push('pause');
    }),
    onStatus: (status) => statuses.push(status),
    signal: controller.signal,
  };
  return { deps, events, statuses, controller };
}

describe('the page asks for the precache in small batches, each when it is quiet', () => {
  it('waits for a quiet moment before every batch, and stops once all are cached', async () => {
    const { deps, events, statuses } = harness(20);
    await precacheInBatches(deps);
    expect(PRECACHE_BATCH_SIZE).toBe(8);
    expect(events).toEqual(['quiet', 'batch 8', 'quiet', 'batch 8', 'quiet', 'batch 8']);
    expect(statuses.map((status) => status.phase)).toEqual(['waiting', 'saving', 'saving', 'saved']);
    expect(statuses.at(-1)).toEqual({ phase: 'saved', cached: 20, total: 20 });
  });

  it('asks for nothing until the page is first quiet', async () => {
    const { deps, statuses } = harness(20);
    let quiet: () => void = () => undefined;
    deps.whenQuiet = () =>
      new Promise((resolve) => {
        quiet = resolve;
      });
    const running = precacheInBatches(deps);
    await Promise.resolve();
    expect(deps.askForBatch).not.toHaveBeenCalled();
    expect(statuses).toEqual([{ phase: 'waiting', cached: 0, total: 0 }]);
    quiet();
    await vi.waitFor(() => expect(deps.askForBatch).toHaveBeenCalledTimes(1));
    quiet();
    await vi.waitFor(() => expect(deps.askForBatch).toHaveBeenCalledTimes(2));
    quiet();
    await vi.waitFor(() => expect(deps.askForBatch).toHaveBeenCalledTimes(3));
    await running;
  });

  it('says a failed batch failed, pauses, and goes on', async () => {
    const { deps, events, statuses } = harness(8, { failFirst: true });
    await precacheInBatches(deps);
    expect(events).toEqual(['quiet', 'batch 8', 'pause', 'quiet', 'batch 8']);
    expect(statuses.map((status) => status.phase)).toEqual(['waiting', 'failed', 'saved']);
  });

  it('stops asking once the person signs out', async () => {
    const { deps, controller, events } = harness(100);
    deps.whenQuiet = async (signal) => {
      if (events.length === 2) controller.abort();
      if (signal.aborted) throw signal.reason;
    };
    await expect(precacheInBatches(deps)).rejects.toBeDefined();
    expect(deps.askForBatch).toHaveBeenCalledTimes(2);
  });
});
