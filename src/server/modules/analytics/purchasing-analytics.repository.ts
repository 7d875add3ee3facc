import { sql } from 'drizzle-orm';
import type { PurchaseOrderStatus } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { at, monthOf, type Scope } from './analytics-sql';

/** How many vendors and open orders the rankings list. */
const TOP_PURCHASING = 10;

/** Orders with the vendor and not received in full: what the plant is committed to pay for. */
const COMMITTED_STATUSES = [
  'ordered',
  'partially_received',
] as const satisfies readonly PurchaseOrderStatus[];

/**
 * `spent`: the receipt lines of the warehouse's orders taken in in the window and not reversed,
 * at the price they came in at (the order line's, copied onto the receipt line). A receipt
 * reversed later no longer counts: its stock went back, so nothing was paid for it.
 */
const spentCte = (s: Scope) => sql`spent as (
  select o.id as order_id, o.vendor_id, r.received_at, l.quantity * l.unit_cost as value
  from purchase_orders o
  join purchase_order_receipts r on r.purchase_order_id = o.id
  join purchase_order_receipt_lines l on l.receipt_id = r.id
  where o.warehouse_id = ${s.warehouseId} and o.deleted_at is null and r.reversed_at is null
    and r.received_at >= ${at(s.from)} and r.received_at <= ${at(s.to)})`;

/** The vendors most spent with in the window, and on how many orders. */
export async function spendByVendor(db: Executor, s: Scope) {
  const result = await db.execute<{ vendor_id: string; vendor_name: string; spend: number; orders: number }>(
    sql`
    with ${spentCte(s)}
    select s.vendor_id, v.name as vendor_name, sum(s.value)::float8 as spend,
      count(distinct s.order_id)::int as orders
    from spent s join vendors v on v.id = s.vendor_id
    group by s.vendor_id, v.name
    order by sum(s.value) desc, v.name
    limit ${TOP_PURCHASING}`,
  );
  return result.rows;
}

export async function spendByMonth(db: Executor, s: Scope) {
  const result = await db.execute<{ month: string; spend: number }>(sql`
    with ${spentCte(s)}
    select ${monthOf(sql`received_at`)} as month, sum(value)::float8 as spend from spent group by 1`);
  return result.rows;
}

type CommitmentRow = {
  id: string;
  number: string;
  vendor_name: string;
  ordered_at: Date | null;
  expected_date: string | null;
  outstanding: number;
  /** The count and value of every open order, repeated on each row of the page. */
  total_count: number;
  total_value: number;
};

/** The open commitments now: the oldest orders with what they still bring, and the totals of all. */
export async function openCommitments(db: Executor, warehouseId: string) {
  const statuses = sql.join(
    COMMITTED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute<CommitmentRow>(sql`
    with open as (
      select o.id, o.number, v.name as vendor_name, o.ordered_at, o.expected_date,
        (select coalesce(sum(greatest(l.quantity - l.received_quantity, 0) * l.unit_price), 0)
          from purchase_order_lines l where l.purchase_order_id = o.id) as outstanding
      from purchase_orders o join vendors v on v.id = o.vendor_id
      where o.warehouse_id = ${warehouseId} and o.deleted_at is null and o.status in (${statuses})
    )
    select id, number, vendor_name, ordered_at, expected_date::text as expected_date,
      outstanding::float8 as outstanding,
      (count(*) over ())::int as total_count, (sum(outstanding) over ())::float8 as total_value
    from open
    order by ordered_at asc nulls last, number
    limit ${TOP_PURCHASING}`);
  return result.rows;
}

/**
 * Per vendor, the warehouse's orders received in full in the window that had a promised day:
 * the mean calendar days (the plant's) from ordering to that day and to the day the order was
 * all in, and how many came after the day.
 */
export async function leadTimes(db: Executor, s: Scope) {
  const result = await db.execute<{
    vendor_id: string;
    vendor_name: string;
    orders: number;
    promised_days: number | null;
    actual_days: number | null;
    late_count: number;
  }>(sql`
    with received as (
      select o.vendor_id, o.expected_date,
        (o.ordered_at at time zone w.timezone)::date as ordered_on,
        (o.received_at at time zone w.timezone)::date as received_on
      from purchase_orders o join warehouses w on w.id = o.warehouse_id
      where o.warehouse_id = ${s.warehouseId} and o.deleted_at is null and o.expected_date is not null
        and o.received_at >= ${at(s.from)} and o.received_at <= ${at(s.to)}
    )
    select r.vendor_id, v.name as vendor_name, count(*)::int as orders,
      avg(r.expected_date - r.ordered_on)::float8 as promised_days,
      avg(r.received_on - r.ordered_on)::float8 as actual_days,
      count(*) filter (where r.received_on > r.expected_date)::int as late_count
    from received r join vendors v on v.id = r.vendor_id
    group by r.vendor_id, v.name
    order by count(*) desc, v.name`);
  return result.rows;
}
