import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_RETENTION_DAYS } from '../../../shared/monitoring/thresholds';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { systemMetricSamples } from '../../db/schema';
import { metricRetentionJob } from '../../jobs/metric-retention.job';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteMetricSamplesBefore } from './metric-samples.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-06-01T08:00:00Z') });
});
afterAll(() => t.close());

describe('the metric sampler', () => {
  it("writes this instance's sample at the app's clock time, and another app on the database reads it after a restart", async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    t.clock.advance(60_000);
    await t.app.measurement.sampler.tick();
    const instanceId = t.app.measurement.instanceId;

    // A second instance on the same database, as after a restart.
    const handle = openDatabase(t.url, { poolSize: 2 });
    const second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.url,
        WEB_DIST_DIR: '/none',
      }),
      database: handle,
      clock: manualClock(new Date('2026-06-01T09:00:00Z')),
      logger: false,
    });
    try {
      const rows = await handle.db
        .select()
        .from(systemMetricSamples)
        .where(eq(systemMetricSamples.instanceId, instanceId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ sampledAt: new Date('2026-06-01T08:01:00Z'), healthy: true });
      expect(rows[0]!.requestCount).toBeGreaterThanOrEqual(1);
      expect(rows[0]!.memoryUsage).toBeGreaterThan(0);
      expect(rows[0]!.memoryUsage).toBeLessThanOrEqual(1);
      expect(second.measurement.instanceId).not.toBe(instanceId);
    } finally {
      await second.close();
      await handle.close();
    }
  });

  it(`prunes samples older than ${METRIC_RETENTION_DAYS} days in bounded batches`, async () => {
    const old = new Date(t.clock.now().getTime() - (METRIC_RETENTION_DAYS + 1) * 86_400_000);
    const base = (await t.db.select().from(systemMetricSamples).limit(1))[0]!;
    const { id: _id, ...values } = base;
    await t.db
      .insert(systemMetricSamples)
      .values(Array.from({ length: 7 }, () => ({ ...values, instanceId: 'gone', sampledAt: old })));
    // One statement removes one batch at most.
    expect(await deleteMetricSamplesBefore(t.db, new Date(old.getTime() + 1), 3)).toBe(3);
    expect(await metricRetentionJob(t.db, t.clock, { batchSize: 3 }).run()).toEqual({
      metricSamples: 4,
      batches: 2,
    });
    const kept = await t.db.select().from(systemMetricSamples);
    expect(kept.map((r) => r.instanceId)).toEqual([base.instanceId]);
  });
});
