import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  at,
  downPiecesCte,
  failuresCte,
  fleetCte,
  hasHistorySql,
  seconds,
  type Scope,
} from './analytics-sql';

/** What the database adds up per trend bucket; the formulas turn it into a point. */
export type BucketTotals = {
  /** 0-based position of the bucket from the window's start. */
  bucket: number;
  /** Equipment with history tracked in the bucket (created before its end). */
  tracked_equipment: number;
  /** Σ of their tracked seconds in the bucket. */
  tracked_seconds: number;
  /** Σ of their seconds down in the bucket. */
  down_seconds: number;
  /** Σ over them of (seconds down ÷ seconds tracked) in the bucket: N less this is Σ availability. */
  down_share: number;
  failures: number;
  work_orders: number;
};

/**
 * One row per bucket of `bucketMs` from `from` (the last one cut at `to`), set-based: tracked
 * time comes from counting equipment by the bucket they start in (a running sum gives how many
 * are tracked in full), never from crossing equipment with buckets; downtime, failures and work
 * orders are placed in their buckets by arithmetic on their times.
 */
export async function bucketTotals(db: Executor, s: Scope & { bucketMs: number }): Promise<BucketTotals[]> {
  const size = s.bucketMs / 1000;
  const count = Math.ceil((s.to.getTime() - s.from.getTime()) / s.bucketMs);
  const last = count - 1;
  const bucketOf = (time: ReturnType<typeof sql>) =>
    sql`least(floor(extract(epoch from ${time} - ${at(s.from)}) / ${size})::int, ${last})`;
  const result = await db.execute<BucketTotals>(sql`
    with ${fleetCte(s)}, ${downPiecesCte(s)}, ${failuresCte(s)},
    history as (
      select f.id, f.tracked_from, ${seconds(at(s.from), sql`f.tracked_from`)} as tracked_after
      from fleet f where ${hasHistorySql(s)}
    ),
    buckets as (
      select k as bucket,
        ${at(s.from)} + make_interval(secs => k * ${size}) as starts,
        least(${at(s.from)} + make_interval(secs => (k + 1) * ${size}), ${at(s.to)}) as ends
      from generate_series(0, ${last}) k
    ),
    starting as (
      select ${bucketOf(sql`tracked_from`)} as bucket, count(*)::int as equipment,
        sum(tracked_after)::float8 as tracked_after
      from history group by 1
    ),
    tracked as (
      select b.bucket,
        sum(coalesce(st.equipment, 0)) over (order by b.bucket)::int as equipment,
        (sum(coalesce(st.equipment, 0)) over (order by b.bucket) - coalesce(st.equipment, 0))
          * ${seconds(sql`b.starts`, sql`b.ends`)}
          + coalesce(st.equipment, 0) * ${seconds(at(s.from), sql`b.ends`)} - coalesce(st.tracked_after, 0)
          as seconds
      from buckets b left join starting st on st.bucket = b.bucket
    ),
    down as (
      select b.bucket,
        sum(${seconds(sql`greatest(p.lo, b.starts)`, sql`least(p.hi, b.ends)`)}) as seconds,
        sum(${seconds(sql`greatest(p.lo, b.starts)`, sql`least(p.hi, b.ends)`)}
          / ${seconds(sql`greatest(b.starts, p.tracked_from)`, sql`b.ends`)}) as share
      from down_pieces p
      cross join lateral generate_series(
        ${bucketOf(sql`p.lo`)},
        least(ceil(extract(epoch from p.hi - ${at(s.from)}) / ${size})::int - 1, ${last})) k
      join buckets b on b.bucket = k
      group by b.bucket
    ),
    failed as (
      select ${bucketOf(sql`happened_at`)} as bucket, count(*)::int as failures from failures group by 1
    ),
    created as (
      select ${bucketOf(sql`created_at`)} as bucket, count(*)::int as work_orders
      from work_orders
      where warehouse_id = ${s.warehouseId} and deleted_at is null
        and created_at >= ${at(s.from)} and created_at <= ${at(s.to)}
      group by 1
    )
    select t.bucket, t.equipment as tracked_equipment, t.seconds::float8 as tracked_seconds,
      coalesce(down.seconds, 0)::float8 as down_seconds, coalesce(down.share, 0)::float8 as down_share,
      coalesce(failed.failures, 0) as failures, coalesce(created.work_orders, 0) as work_orders
    from tracked t
    left join down on down.bucket = t.bucket
    left join failed on failed.bucket = t.bucket
    left join created on created.bucket = t.bucket
    order by t.bucket`);
  return result.rows;
}
