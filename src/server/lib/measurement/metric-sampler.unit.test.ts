import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import type { MetricSampleRow } from './metric-sample';
import { MetricSampler } from './metric-sampler';

const row = (sampledAt: Date, elapsedMs: number): MetricSampleRow => ({
  instanceId: 'test',
  sampledAt,
  cpuUsage: 0.1,
  memoryUsage: 0.5,
  heapUsed: 1,
  heapTotal: 2,
  rss: 3,
  eventLoopLagMs: 0,
  requestCount: 1,
  errorCount: 0,
  avgResponseTimeMs: 5,
  p95ResponseTimeMs: 5,
  throughput: 1000 / elapsedMs,
  dbActiveConnections: 0,
  dbQueryCount: 0,
  avgQueryTimeMs: null,
  healthy: true,
});

function samplerWith(options: { bufferLimit?: number } = {}) {
  const clock = manualClock(new Date('2026-06-01T08:00:00Z'));
  const written: MetricSampleRow[] = [];
  const errors: string[] = [];
  let databaseUp = true;
  const sampler = new MetricSampler({
    intervalMs: 60_000,
    clock,
    collect: row,
    async write(rows) {
      if (!databaseUp) throw new Error('connect ECONNREFUSED');
      written.push(...rows);
    },
    log: { error: (_obj, msg) => errors.push(msg) },
    ...options,
  });
  return { sampler, clock, written, errors, setDatabaseUp: (up: boolean) => (databaseUp = up) };
}

describe('MetricSampler', () => {
  it('writes one sample per tick at the clock time, over the time since the previous one', async () => {
    const { sampler, clock, written } = samplerWith();
    clock.advance(60_000);
    await sampler.tick();
    clock.advance(30_000);
    await sampler.tick();
    expect(written.map((s) => s.sampledAt.toISOString())).toEqual([
      '2026-06-01T08:01:00.000Z',
      '2026-06-01T08:01:30.000Z',
    ]);
    expect(written.map((s) => s.throughput)).toEqual([1000 / 60_000, 1000 / 30_000]);
  });

  it('keeps samples while the database is away, marked unhealthy, and writes them when it returns', async () => {
    const { sampler, clock, written, errors, setDatabaseUp } = samplerWith();
    setDatabaseUp(false);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      await sampler.tick();
    }
    expect(written).toEqual([]);
    expect(sampler.buffered.map((s) => s.healthy)).toEqual([false, false, false]);
    expect(errors).toHaveLength(3);
    setDatabaseUp(true);
    clock.advance(60_000);
    await sampler.tick();
    expect(written.map((s) => s.healthy)).toEqual([false, false, false, true]);
    expect(sampler.buffered).toEqual([]);
  });

  it('keeps a bounded buffer, the newest samples', async () => {
    const { sampler, clock, setDatabaseUp } = samplerWith({ bufferLimit: 2 });
    setDatabaseUp(false);
    for (let i = 0; i < 5; i += 1) {
      clock.advance(60_000);
      await sampler.tick();
    }
    expect(sampler.buffered.map((s) => s.sampledAt.toISOString())).toEqual([
      '2026-06-01T08:04:00.000Z',
      '2026-06-01T08:05:00.000Z',
    ]);
  });

  it('logs a failing collection instead of throwing', async () => {
    const errors: string[] = [];
    const sampler = new MetricSampler({
      intervalMs: 60_000,
      clock: manualClock(new Date()),
      collect: () => {
        throw new Error('boom');
      },
      write: async () => {},
      log: { error: (_obj, msg) => errors.push(msg) },
    });
    await expect(sampler.tick()).resolves.toBeUndefined();
    expect(errors).toEqual(['metric sample failed']);
  });
});
