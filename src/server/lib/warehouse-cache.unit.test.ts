import { describe, expect, it } from 'vitest';
import { accountEvent, createEventBus, mutationEvent } from '../realtime/event-bus';
import { manualClock } from './clock';
import { CacheStats } from './measurement/cache-stats';
import { WarehouseCache } from './warehouse-cache';

describe('WarehouseCache', () => {
  it('shares one load among concurrent callers and reuses it until the TTL', async () => {
    const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
    const cache = new WarehouseCache<number>(5_000, clock);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([cache.get('w1', 'k', load), cache.get('w1', 'k', load)])).toEqual([1, 1]);
    clock.advance(4_999);
    expect(await cache.get('w1', 'k', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('w1', 'k', load)).toBe(2);
  });

  it('is cleared per warehouse, and never remembers a failure', async () => {
    const cache = new WarehouseCache<string>(60_000, manualClock(new Date()));
    await cache.get('w1', 'k', async () => 'old');
    await cache.get('w2', 'k', async () => 'other');
    cache.invalidate('w1');
    expect(await cache.get('w1', 'k', async () => 'new')).toBe('new');
    expect(await cache.get('w2', 'k', async () => 'unused')).toBe('other');
    await expect(cache.get('w3', 'k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    await Promise.resolve();
    expect(await cache.get('w3', 'k', async () => 'recovered')).toBe('recovered');
  });

  it('runs one load of a key at a time: callers after a clearing share the next load, started once the running one ends', async () => {
    const cache = new WarehouseCache<string>(60_000, manualClock(new Date()));
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const load = (name: string) => () => {
      started.push(name);
      return new Promise<string>((resolve) => finish.set(name, () => resolve(name)));
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const first = cache.get('w', 'k', load('first'));
    cache.invalidate('w');
    const second = cache.get('w', 'k', load('second'));
    cache.invalidate('w');
    const third = cache.get('w', 'k', load('third'));
    await settle();
    expect(started).toEqual(['first']);
    finish.get('first')?.();
    expect(await first).toBe('first');
    await settle();
    expect(started).toEqual(['first', 'second']);
    finish.get('second')?.();
    expect([await second, await third]).toEqual(['second', 'second']);
    expect(await cache.get('w', 'k', load('fourth'))).toBe('second');
  });

  it('starts the waiting load also when the running one fails', async () => {
    const cache = new WarehouseCache<string>(60_000, manualClock(new Date()));
    let fail: (error: Error) => void = () => undefined;
    const failing = cache.get('w', 'k', () => new Promise<string>((_, reject) => (fail = reject)));
    cache.invalidate('w');
    const next = cache.get('w', 'k', async () => 'recovered');
    fail(new Error('db down'));
    await expect(failing).rejects.toThrow('db down');
    expect(await next).toBe('recovered');
  });

  it('counts a lookup once: a cache asked while another computes its answer (a cached answer over a service cache) is part of that lookup', async () => {
    const stats = new CacheStats();
    const clock = manualClock(new Date());
    const figures = new WarehouseCache<number>(60_000, clock, {}, stats);
    const answers = new WarehouseCache<string>(60_000, clock, {}, stats);
    const answer = () =>
      answers.get('w', 'page', async () => String(await figures.get('w', 'k', async () => 7)));
    expect(await answer()).toBe('7');
    expect({ hits: stats.hits, misses: stats.misses }).toEqual({ hits: 0, misses: 1 });
    expect(await answer()).toBe('7');
    expect({ hits: stats.hits, misses: stats.misses }).toEqual({ hits: 1, misses: 1 });
    answers.invalidate('w');
    expect(await answer()).toBe('7');
    expect(await figures.get('w', 'k', async () => 8)).toBe(7);
    expect({ hits: stats.hits, misses: stats.misses }).toEqual({ hits: 2, misses: 2 });
  });

  it('keeps at most maxKeys entries per warehouse, dropping the oldest', async () => {
    const cache = new WarehouseCache<string>(60_000, manualClock(new Date()), { maxKeys: 2 });
    await cache.get('w', 'a', async () => 'a1');
    await cache.get('w', 'b', async () => 'b1');
    await cache.get('w', 'c', async () => 'c1');
    expect(await cache.get('w', 'a', async () => 'a2')).toBe('a2');
    expect(await cache.get('w', 'c', async () => 'c2')).toBe('c1');
  });

  it('keeps its entries within their weight together, dropping those weighed longest ago in any warehouse', async () => {
    const cache = new WarehouseCache<number[]>(60_000, manualClock(new Date()), {
      weight: { of: (rows) => rows.length, max: 5 },
    });
    const rows = (n: number, tag: number) => async () => Array.from({ length: n }, () => tag);
    await cache.get('w1', 'a', rows(2, 1));
    await cache.get('w2', 'b', rows(2, 1));
    // 2 + 2 + 3 = 7 > 5: w1's entry, weighed first, goes.
    await cache.get('w2', 'c', rows(3, 1));
    expect(await cache.get('w1', 'a', rows(2, 2))).toEqual([2, 2]);
    // Now b (2), c (3), a (2) = 7 again: b goes; c stays.
    expect(await cache.get('w2', 'c', rows(3, 2))).toEqual([1, 1, 1]);
    expect(await cache.get('w2', 'b', rows(2, 2))).toEqual([2, 2]);
    // A cleared warehouse's entries no longer count: after clearing w2 only a (2) remains, so one of 3 fits.
    cache.invalidate('w2');
    await cache.get('w3', 'd', rows(3, 3));
    expect(await cache.get('w1', 'a', rows(2, 9))).toEqual([2, 2]);
    // An entry heavier than the whole bound is answered but kept alone.
    expect(await cache.get('w4', 'e', rows(6, 4))).toHaveLength(6);
    expect(await cache.get('w3', 'd', rows(3, 5))).toEqual([5, 5, 5]);
  });

  it('is cleared by its topics’ events in a warehouse, not by a person’s sign-ins and account changes', async () => {
    const events = createEventBus((error) => {
      throw error;
    });
    const cache = new WarehouseCache<string>(60_000, manualClock(new Date()), { maxKeys: 10 }).clearOn(
      events,
      ['users'],
    );
    const at = new Date();
    let loads = 0;
    const load = async () => `load ${(loads += 1)}`;
    await cache.get('w1', 'k', load);
    const person = { id: 'u1', organizationId: 'org' };
    events.publish(accountEvent(person, { type: 'session', action: 'started', id: 's1' }, at));
    events.receiveRemote(accountEvent(person, { type: 'account', action: 'mfa_enabled', id: 'u1' }, at));
    expect(await cache.get('w1', 'k', load)).toBe('load 1');
    const renamed = { topic: 'users' as const, type: 'user', action: 'updated', id: 'u1', data: {} };
    events.receiveRemote(mutationEvent({ organizationId: 'org', warehouseId: 'w1' }, renamed, at));
    expect(await cache.get('w1', 'k', load)).toBe('load 2');
  });
});
