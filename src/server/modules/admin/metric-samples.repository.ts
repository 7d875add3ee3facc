import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemMetricSamples } from '../../db/schema';
import { deleteBatch } from '../../db/sql/delete-batch';
import type { MetricSampleRow } from '../../lib/measurement/metric-sample';

export async function insertMetricSamples(db: Database, rows: MetricSampleRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(systemMetricSamples).values(rows);
}

/**
 * Deletes at most `limit` samples taken before `before`, oldest first, in one short statement
 * (the retention job repeats it): the sampled_at index finds them without reading the 30 days
 * kept, and the rows go by their physical address, so no second index lookup. Returns how many
 * went.
 */
export async function deleteMetricSamplesBefore(db: Database, before: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'system_metric_samples',
    where: sql`sampled_at < ${before.toISOString()}::timestamptz`,
    orderBy: 'sampled_at',
    limit,
  });
}
