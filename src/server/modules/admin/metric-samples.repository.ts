import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemMetricSamples } from '../../db/schema';
import type { MetricSampleRow } from '../../lib/measurement/metric-sample';

export async function insertMetricSamples(db: Database, rows: MetricSampleRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(systemMetricSamples).values(rows);
}

/**
 * Deletes samples taken before `before`, `batchSize` rows per statement so no statement holds
 * long locks or runs into the statement timeout; returns how many went.
 */
export async function deleteMetricSamplesBefore(db: Database, before: Date, batchSize: number) {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: systemMetricSamples.id })
      .from(systemMetricSamples)
      .where(lt(systemMetricSamples.sampledAt, before))
      .limit(batchSize);
    const removed = await db
      .delete(systemMetricSamples)
      .where(inArray(systemMetricSamples.id, batch))
      .returning({ one: sql<number>`1` });
    deleted += removed.length;
    if (removed.length < batchSize) return deleted;
  }
}
