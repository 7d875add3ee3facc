import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { createInvalidationBatcher, REALTIME_COALESCE_MS } from './invalidation-batcher';

describe('invalidation batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refetches each key once for a burst of 500 events', () => {
    const invalidate = vi.fn<(key: QueryKey) => void>();
    const batcher = createInvalidationBatcher(invalidate);
    for (let index = 0; index < 500; index += 1) {
      batcher.add([
        ['work-orders', 'list'],
        ['dashboard', 'stats'],
      ]);
    }
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REALTIME_COALESCE_MS);
    expect(invalidate.mock.calls).toEqual([[['work-orders', 'list']], [['dashboard', 'stats']]]);
  });

  it('counts the window from the first event, so a steady stream still refreshes', () => {
    const invalidate = vi.fn<(key: QueryKey) => void>();
    const batcher = createInvalidationBatcher(invalidate);
    for (let tick = 0; tick < 6; tick += 1) {
      batcher.add([['parts']]);
      vi.advanceTimersByTime(100);
    }
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('leaves a key to a gathered prefix of it', () => {
    const invalidate = vi.fn<(key: QueryKey) => void>();
    const batcher = createInvalidationBatcher(invalidate);
    batcher.add([['work-orders', 'detail', 'a'], ['work-orders'], ['work-orders-archive']]);
    batcher.flush();
    expect(invalidate.mock.calls).toEqual([[['work-orders']], [['work-orders-archive']]]);
  });

  it('asks, when the window closes, whether a key is still stale, and leaves it when no event says so', () => {
    const invalidate = vi.fn<(key: QueryKey) => void>();
    const batcher = createInvalidationBatcher(invalidate);
    let isShown = false;
    batcher.add([['planning', 'board']], () => !isShown);
    batcher.add([['planning', 'board']], () => false);
    // The move's answer lands within the window: the board shows it by the time it closes.
    isShown = true;
    batcher.flush();
    expect(invalidate).not.toHaveBeenCalled();

    batcher.add([['planning', 'board']], () => false);
    batcher.add([['planning', 'board']], () => true);
    batcher.flush();
    expect(invalidate.mock.calls).toEqual([[['planning', 'board']]]);
  });

  it('refreshes a key an event gathered without a check, whatever another says', () => {
    const invalidate = vi.fn<(key: QueryKey) => void>();
    const batcher = createInvalidationBatcher(invalidate);
    batcher.add([['planning', 'board']], () => false);
    batcher.add([['planning', 'board']]);
    batcher.add([['planning', 'board']], () => false);
    batcher.flush();
    expect(invalidate.mock.calls).toEqual([[['planning', 'board']]]);
  });

  it('forgets what it gathered when disposed', () => {
    const invalidate = vi.fn<(key: QueryKey) => void>();
    const batcher = createInvalidationBatcher(invalidate);
    batcher.add([['parts']]);
    batcher.dispose();
    vi.advanceTimersByTime(REALTIME_COALESCE_MS * 2);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
