import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

export interface Window {
  from: Date;
  to: Date;
}

const inWindow = ({ from, to }: Window) =>
  sql`sampled_at > ${from.toISOString()}::timestamptz and sampled_at <= ${to.toISOString()}::timestamptz`;

export type BucketRow = {
  bucket_start: number;
  cpu: number;
  memory: number;
  requests: number;
  errors: number;
  avg_response_ms: number | null;
  throughput: number;
  connections: number;
  instances: number;
};

/**
 * The samples of every instance in time buckets: first each instance's samples within a bucket
 * (so an instance sampling five times in a five-minute bucket counts once for throughput and
 * connections), then the instances together. Response time is weighted by request count.
 */
export async function sampleBuckets(db: Executor, window: Window, bucketSeconds: number) {
  const result = await db.execute<BucketRow>(sql`
    with per_instance as (
      select floor(extract(epoch from sampled_at) / ${bucketSeconds})::float8 * ${bucketSeconds} as bucket_start,
        instance_id,
        count(*) as n,
        avg(cpu_usage) as cpu,
        avg(memory_usage) as memory,
        sum(request_count) as requests,
        sum(error_count) as errors,
        sum(avg_response_time_ms * request_count) filter (where avg_response_time_ms is not null) as timed_ms,
        sum(request_count) filter (where avg_response_time_ms is not null) as timed_requests,
        avg(throughput) as throughput,
        avg(db_active_connections) as connections
      from system_metric_samples
      where ${inWindow(window)}
      group by 1, 2
    )
    select bucket_start,
      (sum(cpu * n) / sum(n))::float8 as cpu,
      (sum(memory * n) / sum(n))::float8 as memory,
      sum(requests)::float8 as requests,
      sum(errors)::float8 as errors,
      (sum(timed_ms) / nullif(sum(timed_requests), 0))::float8 as avg_response_ms,
      sum(throughput)::float8 as throughput,
      round(sum(connections))::float8 as connections,
      count(*)::int as instances
    from per_instance
    group by bucket_start
    order by bucket_start`);
  return result.rows;
}

export type WindowFigures = {
  samples: number;
  unhealthy_samples: number;
  cpu: number | null;
  memory: number | null;
  healthy_share: number | null;
  requests: number;
  errors: number;
  avg_response_ms: number | null;
  avg_query_ms: number | null;
};

/** Every sample of the window, all instances together; response and query times weighted by counts. */
export async function measureWindow(db: Executor, window: Window): Promise<WindowFigures> {
  const result = await db.execute<WindowFigures>(sql`
    select count(*)::int as samples,
      (count(*) filter (where not healthy))::int as unhealthy_samples,
      avg(cpu_usage)::float8 as cpu,
      avg(memory_usage)::float8 as memory,
      avg(healthy::int)::float8 as healthy_share,
      coalesce(sum(request_count), 0)::float8 as requests,
      coalesce(sum(error_count), 0)::float8 as errors,
      (sum(avg_response_time_ms * request_count) filter (where avg_response_time_ms is not null)
        / nullif(sum(request_count) filter (where avg_response_time_ms is not null), 0))::float8 as avg_response_ms,
      (sum(avg_query_time_ms * db_query_count) filter (where avg_query_time_ms is not null)
        / nullif(sum(db_query_count) filter (where avg_query_time_ms is not null), 0))::float8 as avg_query_ms
    from system_metric_samples
    where ${inWindow(window)}`);
  const row = result.rows[0];
  if (!row) throw new Error('An aggregate over the samples returned no row');
  return row;
}

export type WorkloadRow = {
  active_work_orders: number;
  overdue_work_orders: number;
  equipment_count: number;
};

/** The warehouse's open and overdue work orders and its equipment, now. */
export async function workload(db: Executor, warehouseId: string, now: Date): Promise<WorkloadRow> {
  const result = await db.execute<WorkloadRow>(sql`
    select
      (select count(*)::int from work_orders w
        where w.warehouse_id = ${warehouseId} and w.deleted_at is null and w.status in ${OPEN_STATUS_SQL})
        as active_work_orders,
      (select count(*)::int from work_orders w
        where w.warehouse_id = ${warehouseId} and w.deleted_at is null and w.status in ${OPEN_STATUS_SQL}
          and w.due_date < ${now.toISOString()}::timestamptz) as overdue_work_orders,
      (select count(*)::int from equipment e where e.warehouse_id = ${warehouseId} and e.deleted_at is null)
        as equipment_count`);
  const row = result.rows[0];
  if (!row) throw new Error('The workload query returned no row');
  return row;
}
