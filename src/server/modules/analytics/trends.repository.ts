import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { at, downPiecesCte, failuresCte, fleetCte, linkedCte, seconds, type Scope } from './analytics-sql';

/** Trend buckets of `bucketMs` from the window's start, the last one cut at its end. */
export interface BucketScope extends Scope {
  bucketMs: number;
}

/** How the statements cut the window: the same buckets `trendBuckets` lists. */
function bucketing(s: BucketScope) {
  const size = s.bucketMs / 1000;
  const last = Math.ceil((s.to.getTime() - s.from.getTime()) / s.bucketMs) - 1;
  return {
    last,
    /** The bucket a time falls in; `to` itself falls in the last one (the window is closed at its end). */
    bucketOf: (time: SQL) =>
      sql`least(floor(extract(epoch from ${time} - ${at(s.from)}) / ${size})::int, ${last})`,
    bucketsCte: sql`buckets as (
      select k as bucket,
        ${at(s.from)} + make_interval(secs => k * ${size}) as starts,
        least(${at(s.from)} + make_interval(secs => (k + 1) * ${size}), ${at(s.to)}) as ends,
        case when k = ${last} then ${at(s.to)} + interval '1 microsecond'
          else ${at(s.from)} + make_interval(secs => (k + 1) * ${size}) end as before
      from generate_series(0, ${last}) k)`,
    /** The buckets a stretch [lo, hi) runs through. */
    spanned: (lo: SQL, hi: SQL) =>
      sql`generate_series(${sql`least(floor(extract(epoch from ${lo} - ${at(s.from)}) / ${size})::int, ${last})`},
        least(ceil(extract(epoch from ${hi} - ${at(s.from)}) / ${size})::int - 1, ${last}))`,
  };
}

/** What happened in one trend bucket. */
export type BucketEvents = {
  /** 0-based position of the bucket from the window's start. */
  bucket: number;
  /** Σ of the fleet's seconds down in the bucket. */
  down_seconds: number;
  /** Σ over the fleet's equipment of (seconds down ÷ seconds tracked) in the bucket. */
  down_share: number;
  failures: number;
  work_orders: number;
};

/**
 * The fleet's downtime, failures and the warehouse's new work orders per bucket, set-based: a
 * downtime record is cut into the buckets it runs through (a few each), failures fall in the
 * bucket of their time, and orders are counted by one index range per bucket.
 */
export async function bucketEvents(db: Executor, s: BucketScope): Promise<BucketEvents[]> {
  const { bucketOf, bucketsCte, spanned } = bucketing(s);
  const result = await db.execute<BucketEvents>(sql`
    with recursive ${fleetCte(s)}, ${linkedCte(s)}, ${downPiecesCte(s)}, ${failuresCte(s)}, ${bucketsCte},
    down as (
      select b.bucket,
        sum(${seconds(sql`greatest(p.lo, b.starts)`, sql`least(p.hi, b.ends)`)}) as seconds,
        sum(${seconds(sql`greatest(p.lo, b.starts)`, sql`least(p.hi, b.ends)`)}
          / ${seconds(sql`greatest(b.starts, p.tracked_from)`, sql`b.ends`)}) as share
      from down_pieces p
      cross join lateral ${spanned(sql`p.lo`, sql`p.hi`)} k
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
    select b.bucket, coalesce(down.seconds, 0)::float8 as down_seconds,
      coalesce(down.share, 0)::float8 as down_share,
      coalesce(failed.failures, 0) as failures, coalesce(created.work_orders, 0) as work_orders
    from buckets b
    left join down on down.bucket = b.bucket
    left join failed on failed.bucket = b.bucket
    left join created on created.bucket = b.bucket
    order by b.bucket`);
  return result.rows;
}

/** An equipment with history and where its tracked time starts (from the fleet's figures). */
export interface TrackedEquipment {
  id: string;
  trackedFrom: Date;
}

/** The equipment with history tracked in one bucket (created before its end) and Σ of their tracked seconds. */
export type BucketTracking = {
  bucket: number;
  tracked_equipment: number;
  tracked_seconds: number;
};

/**
 * How many equipment with history each bucket tracks and for how long, without crossing
 * equipment with buckets: equipment are counted by the bucket their tracking starts in, and a
 * running sum gives how many are tracked through each whole bucket (N × its length).
 */
export async function bucketTracking(
  db: Executor,
  s: BucketScope & { tracked: readonly TrackedEquipment[] },
): Promise<BucketTracking[]> {
  const { bucketOf, bucketsCte } = bucketing(s);
  // One array parameter each (PostgreSQL's text form), however large the fleet: uuids and ISO times need no quoting.
  const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;
  const result = await db.execute<BucketTracking>(sql`
    with ${bucketsCte},
    tracked as (
      select * from unnest(${pgArray(s.tracked.map((e) => e.id))}::uuid[],
        ${pgArray(s.tracked.map((e) => e.trackedFrom.toISOString()))}::timestamptz[]) as t(id, tracked_from)
    ),
    starting as (
      select ${bucketOf(sql`tracked_from`)} as bucket, count(*)::int as equipment,
        sum(${seconds(at(s.from), sql`tracked_from`)}) as tracked_after
      from tracked group by 1
    ),
    running as (
      select b.bucket, b.starts, b.ends, coalesce(st.equipment, 0) as starting, coalesce(st.tracked_after, 0) as tracked_after,
        sum(coalesce(st.equipment, 0)) over (order by b.bucket) as equipment
      from buckets b left join starting st on st.bucket = b.bucket
    )
    select bucket, equipment::int as tracked_equipment,
      ((equipment - starting) * ${seconds(sql`starts`, sql`ends`)}
        + starting * ${seconds(at(s.from), sql`ends`)} - tracked_after)::float8 as tracked_seconds
    from running order by bucket`);
  return result.rows;
}
