import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { at, downPiecesCte, failuresCte, linkedCte, seconds, type Scope } from './analytics-sql';

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

/** The fleet's equipment with history and where their tracked time starts (from the fleet's figures). */
export interface TrackedEquipment {
  id: string;
  trackedFrom: Date;
}

/**
 * One row per bucket of `bucketMs` from `from` (the last one cut at `to`), set-based: tracked
 * time comes from counting equipment by the bucket they start in (a running sum gives how many
 * are tracked in full), never from crossing equipment with buckets; downtime, failures and work
 * orders are placed in their buckets by arithmetic on their times.
 */
export async function bucketTotals(
  db: Executor,
  s: Scope & { bucketMs: number; tracked: readonly TrackedEquipment[] },
): Promise<BucketTotals[]> {
  const size = s.bucketMs / 1000;
  // One array parameter each (PostgreSQL's text form), however large the fleet: uuids and ISO times need no quoting.
  const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;
  const count = Math.ceil((s.to.getTime() - s.from.getTime()) / s.bucketMs);
  const last = count - 1;
  const bucketOf = (time: ReturnType<typeof sql>) =>
    sql`least(floor(extract(epoch from ${time} - ${at(s.from)}) / ${size})::int, ${last})`;
  const result = await db.execute<BucketTotals>(sql`
    with fleet as (
      select * from unnest(${pgArray(s.tracked.map((e) => e.id))}::uuid[],
        ${pgArray(s.tracked.map((e) => e.trackedFrom.toISOString()))}::timestamptz[]) as tracked(id, tracked_from)
    ),
    ${linkedCte(s)}, ${downPiecesCte(s)}, ${failuresCte(s)},
    buckets as (
      select k as bucket,
        ${at(s.from)} + make_interval(secs => k * ${size}) as starts,
        least(${at(s.from)} + make_interval(secs => (k + 1) * ${size}), ${at(s.to)}) as ends,
        -- What happened at \`to\` itself belongs to the last bucket (the window is closed at its end).
        case when k = ${last} then ${at(s.to)} + interval '1 microsecond'
          else ${at(s.from)} + make_interval(secs => (k + 1) * ${size}) end as before
      from generate_series(0, ${last}) k
    ),
    starting as (
      select ${bucketOf(sql`tracked_from`)} as bucket, count(*)::int as equipment,
        sum(${seconds(at(s.from), sql`tracked_from`)})::float8 as tracked_after
      from fleet group by 1
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
      select b.bucket, count(w.created_at)::int as work_orders
      from buckets b
      join work_orders w on w.warehouse_id = ${s.warehouseId} and w.deleted_at is null
        and w.created_at >= b.starts and w.created_at < b.before
      group by b.bucket
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
