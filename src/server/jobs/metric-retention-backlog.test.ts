import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_RETENTION_DAYS } from '../../shared/monitoring/thresholds';
import { createTestApp, type TestApp } from '../test/test-app';
import { metricRetentionJob } from './metric-retention.job';
import { PRUNE_BATCH_SIZE } from './prune-in-batches';
import { failDeletesOf, loadBacklog, STORAGE_FAILED, withHeapPeak } from '../test/backlog';

const NOW = new Date('2026-06-01T08:00:00Z');
const CUTOFF = new Date(NOW.getTime() - METRIC_RETENTION_DAYS * 86_400_000);
const BACKLOG = 20_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

/**
 * `count` samples of four instances, one a minute, the newest `newestMinutesBeforeCutoff` before
 * the retention cutoff (negative: after it, so they stay).
 */
async function insertSamples(prefix: string, count: number, newestMinutesBeforeCutoff: number) {
  await loadBacklog(
    t.db,
    sql`
    insert into system_metric_samples (instance_id, sampled_at, cpu_usage, memory_usage, heap_used, heap_total,
      rss, event_loop_lag_ms, request_count, error_count, throughput, db_active_connections, db_query_count)
    select ${prefix} || (g % 4), ${CUTOFF.toISOString()}::timestamptz
        - make_interval(mins => ${newestMinutesBeforeCutoff}::int + ${count}::int - g),
      0.1, 0.3, 30000000, 100000000, 150000000, 1, 10, 0, 0.2, 1, 20
    from generate_series(1, ${count}::int) g`,
  );
}

const samplesOf = async (prefix: string) =>
  Number(
    (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from system_metric_samples where instance_id like ${`${prefix}%`}`,
      )
    ).rows[0]?.n,
  );

describe('metric retention over a backlog', () => {
  it(`prunes ${BACKLOG.toLocaleString('en-US')} expired samples ${PRUNE_BATCH_SIZE} a statement, keeps the last ${METRIC_RETENTION_DAYS} days, memory flat`, async () => {
    await insertSamples('expired-', BACKLOG, 1);
    await insertSamples('kept-', 300, -300);
    // Taken exactly at the cutoff: still within the retention.
    await insertSamples('kept-at-cutoff-', 1, 0);
    await t.db.execute(sql`analyze system_metric_samples`);

    const { result, heapGrowth } = await withHeapPeak(() => metricRetentionJob(t.db, t.clock).run());

    expect(result).toEqual({ metricSamples: BACKLOG, batches: BACKLOG / PRUNE_BATCH_SIZE });
    expect(await samplesOf('expired-')).toBe(0);
    expect(await samplesOf('kept-')).toBe(301);
    // Generous: holding the backlog's rows would pass it; the batches' garbage does not.
    expect(heapGrowth).toBeLessThan(256 * 1024 * 1024);
    expect(await metricRetentionJob(t.db, t.clock).run()).toEqual({ metricSamples: 0, batches: 0 });
  }, 600_000);

  it('resumes after a run that failed between batches: the pruned batches stay pruned, the rest go next time', async () => {
    await insertSamples('resume-', 5_000, 1);
    // The 2,500th oldest cannot be deleted: the third batch of 1,000 fails.
    const repair = await failDeletesOf(
      t.db,
      'system_metric_samples',
      `old.sampled_at = '${new Date(CUTOFF.getTime() - (1 + 5_000 - 2_500) * 60_000).toISOString()}'`,
    );
    await expect(metricRetentionJob(t.db, t.clock, { batchSize: 1_000 }).run()).rejects.toMatchObject(
      STORAGE_FAILED,
    );
    expect(await samplesOf('resume-')).toBe(3_000);

    await repair();
    expect(await metricRetentionJob(t.db, t.clock, { batchSize: 1_000 }).run()).toEqual({
      metricSamples: 3_000,
      batches: 3,
    });
    expect(await samplesOf('resume-')).toBe(0);
  });
});
