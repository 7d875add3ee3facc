import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** The open alerts the monitoring journeys find: one stays open, one is theirs to resolve. */
export const E2E_ALERTS = {
  staysOpen: 'E2E: disk space running low',
  toResolve: 'E2E: heap nearly full',
} as const;

/**
 * Ninety minutes of an earlier instance's samples (so the charts have a history before this
 * server's sampler writes its first) and two open alerts of the organization, written straight
 * to the tables as the factories do. Random but repeatable (setseed).
 */
export async function insertMonitoringHistory(db: Database, organizationId: string): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into system_metric_samples (instance_id, sampled_at, cpu_usage, memory_usage, heap_used, heap_total,
      rss, event_loop_lag_ms, request_count, error_count, avg_response_time_ms, p95_response_time_ms, throughput,
      db_active_connections, db_query_count, avg_query_time_ms)
    select 'e2e-earlier-instance', now() - g * interval '1 minute', 0.1 + random() * 0.3, 0.45 + random() * 0.2,
      60000000, 120000000, 200000000, 1 + random() * 3, 80 + floor(random() * 60)::int, floor(random() * 3)::int,
      40 + random() * 90, 120 + random() * 120, 1.5 + random(), 2 + floor(random() * 4)::int,
      150 + floor(random() * 100)::int, 2 + random() * 6
    from generate_series(2, 90) g`);
  await db.execute(sql`
    insert into alerts (organization_id, type, title, message, created_at) values
      (${organizationId}, 'warning', ${E2E_ALERTS.staysOpen}, 'Attachment storage is 85% full', now() - interval '20 minutes'),
      (${organizationId}, 'critical', ${E2E_ALERTS.toResolve}, 'Heap in use above 90% for 5 minutes', now() - interval '10 minutes')`);
}
