import { METRIC_RETENTION_DAYS } from '../../shared/monitoring/thresholds';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { deleteMetricSamplesBefore } from '../modules/admin/metric-samples.repository';
import type { JobDefinition } from './job-runner';
import { PRUNE_BATCH_SIZE, pruneInBatches } from './prune-in-batches';

/**
 * Hourly: deletes system metric samples older than METRIC_RETENTION_DAYS, PRUNE_BATCH_SIZE a
 * statement, so the samplers' inserts never wait long and a backlog (the job off for a while)
 * goes in one run with flat memory.
 */
export function metricRetentionJob(
  db: Database,
  clock: Clock,
  options: { batchSize?: number } = {},
): JobDefinition {
  const batchSize = options.batchSize ?? PRUNE_BATCH_SIZE;
  return {
    name: 'metric-retention',
    schedule: '23 * * * *',
    lockKey: 7_201_140,
    async run() {
      const before = new Date(clock.now().getTime() - METRIC_RETENTION_DAYS * 86_400_000);
      const pruned = await pruneInBatches((limit) => deleteMetricSamplesBefore(db, before, limit), batchSize);
      return { metricSamples: pruned.rows, batches: pruned.batches };
    },
  };
}
