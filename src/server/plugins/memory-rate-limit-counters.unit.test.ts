import { describe, expect, it } from 'vitest';
import { MemoryRateLimitCounters } from './memory-rate-limit-counters';

describe('MemoryRateLimitCounters', () => {
  it('counts hits in fixed windows that start with their first hit', () => {
    let now = 1_000_000;
    const counters = new MemoryRateLimitCounters(() => now);
    expect(counters.incr('ip-a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 20_000;
    expect(counters.incr('ip-a', 60_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(counters.incr('ip-b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 40_000;
    expect(counters.incr('ip-a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps memory bounded under a flood of addresses, forgetting ended windows first', () => {
    let now = 0;
    const counters = new MemoryRateLimitCounters(() => now);
    counters.incr('ended', 1_000);
    counters.incr('live', 120_000);
    counters.incr('live', 120_000);
    now = 2_000;
    for (let i = 0; i < 49_998; i += 1) counters.incr(`flood-${i}`, 120_000);
    // At the bound: the ended window makes room, the live one keeps its count.
    counters.incr('one-more', 120_000);
    expect(counters.incr('live', 120_000).current).toBe(3);
    // Nothing has ended now: the oldest window ('live') gives way.
    counters.incr('and-another', 120_000);
    expect(counters.incr('live', 120_000).current).toBe(1);
  });
});
