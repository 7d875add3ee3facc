import { METRIC_RETENTION_DAYS } from '../../shared/monitoring/thresholds';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { deleteMetricSamplesBefore } from '../modules/admin/metric-samples.repository';
import type { JobDefinition } from './job-runner';

/** Rows per delete statement: short statements, so pruning never blocks the samplers' inserts for long. */
export const METRIC_PRUNE_BATCH = 5_000;

/** Hourly: deletes system metric samples older than METRIC_RETENTION_DAYS, in bounded batches. */
export function metricRetentionJob(db: Database, clock: Clock): JobDefinition {
  return {
    name: 'metric-retention',
    schedule: '23 * * * *',
    lockKey: 7_201_140,
    async run() {
      const before = new Date(clock.now().getTime() - METRIC_RETENTION_DAYS * 86_400_000);
      return { metricSamples: await deleteMetricSamplesBefore(db, before, METRIC_PRUNE_BATCH) };
    },
  };
}
