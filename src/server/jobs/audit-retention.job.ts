import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { exportPartition } from '../modules/audit/audit-archive';
import {
  addMonths,
  createMonthPartition,
  dropPartition,
  monthOf,
  monthPartitions,
  monthsInDefault,
  partitionName,
} from '../modules/audit/audit-partitions.repository';
import type { JobDefinition } from './job-runner';

/** Months of partitions made ahead of the clock, so the rows of the months to come never land in the default one. */
const MONTHS_AHEAD = 2;

export interface AuditRetention {
  /** Whole months kept before the current one (AUDIT_RETENTION_MONTHS, default 24). */
  keptMonths: number;
  /** Where a month goes before it is dropped (DATA_DIR/audit-archive). */
  archiveDir: string;
}

/** The retention the configuration sets: its months, and the data folder's archive. */
export const auditRetentionOf = (
  config: Pick<Config, 'auditRetentionMonths' | 'dataDir'>,
): AuditRetention => ({
  keptMonths: config.auditRetentionMonths,
  archiveDir: path.join(config.dataDir, 'audit-archive'),
});

/**
 * Daily (issue 30 §5, ADR 69): gives this month and the next ones their partitions, moves any
 * rows the default partition caught into their month's, then exports each month older than the
 * kept months to the archive folder and drops it whole — no row-by-row delete, no bloat. A month
 * is dropped only once its archive is written; a run that stops leaves the rest to the next.
 */
export function auditRetentionJob(db: Database, clock: Clock, retention: AuditRetention): JobDefinition {
  return {
    name: 'audit-retention',
    schedule: '23 2 * * *',
    lockKey: 7_201_160,
    run: () => keepAuditMonths(db, clock, retention),
  };
}

export async function keepAuditMonths(db: Database, clock: Clock, retention: AuditRetention) {
  const current = monthOf(clock.now());
  const existing = new Set((await monthPartitions(db)).map((p) => p.name));
  const wanted = [
    ...Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => addMonths(current, i)),
    ...(await monthsInDefault(db)),
  ];
  const created: string[] = [];
  let moved = 0;
  for (const month of wanted) {
    const name = partitionName(month);
    if (existing.has(name)) continue;
    moved += await createMonthPartition(db, month);
    existing.add(name);
    created.push(name);
  }
  const oldestKept = addMonths(current, -retention.keptMonths);
  const archived: { month: string; rows: number; file: string }[] = [];
  for (const partition of await monthPartitions(db)) {
    if (partition.month >= oldestKept) break;
    const { file, rows } = await exportPartition(db, partition.name, retention.archiveDir);
    await dropPartition(db, partition.name);
    archived.push({ month: partition.name, rows, file });
  }
  return { created, movedFromDefault: moved, archived };
}
