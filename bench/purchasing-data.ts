import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../src/server/db/client';
import { generateVendors, vacuumAnalyze, type Scope } from './data';

/**
 * A warehouse's purchasing (issue 27), generated inside PostgreSQL like the other bench data:
 * vendors, parts with reorder points and preferred vendors, each vendor's prices for a good share
 * of them, and a year of purchase orders (old ones received, closed or cancelled, recent ones
 * still open), whose open lines cover some of the parts that are low.
 */
export interface PurchasingCounts {
  vendors: number;
  parts: number;
  orders: number;
  linesPerOrder: number;
  /** The share of parts at or below their reorder point. */
  lowShare: number;
}

export interface PurchasingPeople {
  /** Who raised and submitted the orders. */
  buyerId: string;
  /** Who approved them. */
  approverId: string;
}

const SPAN_DAYS = 365;
/** Orders younger than this are a working mix; older ones are done but for a few late deliveries. */
const RECENT_DAYS = 45;

/**
 * Generates `counts` into the warehouse, then vacuums and analyzes what it wrote. Repeatable: one
 * seeded transaction, and rows are drawn from lists in name order (ids are random uuids, so an
 * order by id would change the draws from run to run).
 */
export async function generatePurchasing(
  db: Database,
  scope: Scope & PurchasingPeople,
  counts: PurchasingCounts,
) {
  await generateVendors(db, scope, counts.vendors);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.27)`);
    await generateStockedParts(tx, scope, counts);
    await generatePartVendors(tx, scope);
    await generateOrders(tx, scope, counts.orders);
    await generateOrderLines(tx, scope, counts.linesPerOrder);
    await settleOrders(tx, scope);
  });
  await vacuumAnalyze(db, [
    'vendors',
    'parts',
    'part_vendors',
    'purchase_orders',
    'purchase_order_lines',
    'purchase_order_sequences',
  ]);
}

/**
 * Parts PP-000001… with reorder points of 5–20: `lowShare` of them at or below it, the rest
 * above. Nine in ten have a preferred vendor; two thirds order a fixed quantity, some of the rest
 * up to a shelf maximum.
 */
async function generateStockedParts(db: Executor, scope: Scope, counts: PurchasingCounts) {
  await db.execute(sql`
    with suppliers as (
      select array_agg(id order by name) as ids from vendors where warehouse_id = ${scope.warehouseId}
    ),
    drawn as materialized (
      select g, 5 + floor(random() * 16)::int as reorder_point, random() as stock_draw,
        case when random() < 0.9 then suppliers.ids[1 + floor(random() * cardinality(suppliers.ids))::int] end
          as vendor_id
      from generate_series(1, ${counts.parts}) g, suppliers
    )
    insert into parts (organization_id, warehouse_id, name, part_number, category, unit_cost, stock_level,
      reorder_point, reorder_quantity, max_stock, vendor_id, created_at, updated_at)
    select ${scope.organizationId}, ${scope.warehouseId}, 'Purchased part ' || g, 'PP-' || lpad(g::text, 6, '0'),
      (array['general','electrical','mechanical','hydraulic','pneumatic','consumable'])[1 + g % 6],
      round((2 + random() * 400)::numeric, 2),
      case when stock_draw < ${counts.lowShare}
        then floor(stock_draw / ${counts.lowShare} * (reorder_point + 1))::int
        else reorder_point + 1 + floor(random() * 4 * reorder_point)::int end,
      reorder_point,
      case when g % 3 <> 0 then reorder_point * 2 end,
      case when g % 6 = 0 then reorder_point * 5 end,
      vendor_id, now() - interval '2 years', now() - interval '2 years'
    from drawn`);
}

/**
 * What vendors ask: the preferred vendor's price, part number and lead time for seven in ten of
 * its parts, and a second vendor's for one part in five.
 */
async function generatePartVendors(db: Executor, scope: Scope) {
  await db.execute(sql`
    with suppliers as (
      select array_agg(id order by name) as ids from vendors where warehouse_id = ${scope.warehouseId}
    ),
    alternatives as materialized (
      select p.id as part_id, suppliers.ids[1 + floor(random() * cardinality(suppliers.ids))::int] as vendor_id,
        p.vendor_id as preferred_id, p.part_number, p.unit_cost
      from parts p, suppliers
      where p.warehouse_id = ${scope.warehouseId} and random() < 0.2
    ),
    offers as (
      select p.id as part_id, p.vendor_id, p.part_number, p.unit_cost from parts p
      where p.warehouse_id = ${scope.warehouseId} and p.vendor_id is not null and random() < 0.7
      union all
      select part_id, vendor_id, part_number, unit_cost from alternatives
      where vendor_id is distinct from preferred_id
    )
    insert into part_vendors (part_id, vendor_id, vendor_part_number, unit_price, lead_time_days)
    select part_id, vendor_id, 'V-' || part_number, round(unit_cost * (0.85 + random() * 0.3)::numeric, 2),
      case when random() < 0.9 then 2 + floor(random() * 40)::int end
    from offers`);
}

/**
 * `count` orders over the last year, each to a vendor with preferred parts, numbered
 * PO-{year}-{sequence} in creation order; a status by age, with the timestamps it implies.
 */
async function generateOrders(db: Executor, scope: Scope & PurchasingPeople, count: number) {
  await db.execute(sql`
    with suppliers as (
      select array_agg(v.id order by v.name) as ids from vendors v
      where v.warehouse_id = ${scope.warehouseId} and exists (select from parts p where p.vendor_id = v.id)
    ),
    drawn as materialized (
      select now() - random() * ${SPAN_DAYS} * interval '1 day' as created,
        suppliers.ids[1 + floor(random() * cardinality(suppliers.ids))::int] as vendor_id
      from generate_series(1, ${count}), suppliers
    ),
    staged as (
      select created, vendor_id, (case
        when created > now() - ${RECENT_DAYS} * interval '1 day'
          then (array['draft','submitted','approved','ordered','ordered','ordered','partially_received',
                      'received','closed','cancelled'])[1 + floor(random() * 10)::int]
        when random() < 0.01 then (array['ordered','partially_received'])[1 + floor(random() * 2)::int]
        else (array['closed','closed','closed','closed','closed','closed','received','received','received',
                    'cancelled'])[1 + floor(random() * 10)::int]
        end)::purchase_order_status as status
      from drawn
    ),
    numbered as (
      select *, extract(year from created)::int as year,
        row_number() over (partition by extract(year from created) order by created) as sequence
      from staged
    ),
    timed as (
      select *,
        case when status <> 'draft' then least(created + interval '2 hours', now()) end as submitted_at,
        case when status not in ('draft','submitted','cancelled') then least(created + interval '1 day', now()) end
          as approved_at,
        case when status in ('ordered','partially_received','received','closed')
          then least(created + interval '26 hours', now()) end as ordered_at,
        case when status in ('received','closed') then least(created + interval '10 days', now()) end as received_at,
        case when status = 'closed' then least(created + interval '12 days', now()) end as closed_at,
        case when status = 'cancelled' then least(created + interval '3 days', now()) end as cancelled_at
      from numbered
    )
    insert into purchase_orders (organization_id, warehouse_id, number, vendor_id, status, currency, expected_date,
      created_by, submitted_by, submitted_at, approved_by, approved_at, ordered_at, received_at, closed_at,
      cancelled_at, created_at, updated_at)
    select ${scope.organizationId}, ${scope.warehouseId}, 'PO-' || year || '-' || lpad(sequence::text, 6, '0'),
      vendor_id, status, w.currency,
      case when ordered_at is not null then (created + interval '14 days')::date end,
      ${scope.buyerId}, case when submitted_at is not null then ${scope.buyerId}::uuid end, submitted_at,
      case when approved_at is not null then ${scope.approverId}::uuid end, approved_at, ordered_at, received_at,
      closed_at, cancelled_at, created,
      coalesce(closed_at, received_at, cancelled_at, ordered_at, approved_at, submitted_at, created)
    from timed, warehouses w
    where w.id = ${scope.warehouseId}
    order by created`);
}

/**
 * `perOrder` lines on every order: consecutive parts of the vendor's preferred ones from a
 * random start (so no part twice on an order), at the vendor's price where it quotes one.
 * Received and closed orders have every line in; partially received ones their first half.
 */
async function generateOrderLines(db: Executor, scope: Scope, perOrder: number) {
  await db.execute(sql`
    with catalogue as (
      select id, vendor_id, part_number, unit_cost,
        row_number() over (partition by vendor_id order by part_number) - 1 as n,
        count(*) over (partition by vendor_id) as size
      from parts where warehouse_id = ${scope.warehouseId} and vendor_id is not null
    ),
    sizes as (select distinct vendor_id, size from catalogue),
    orders as materialized (
      select o.id, o.vendor_id, o.status, o.created_at, sizes.size, floor(random() * sizes.size)::int as start
      from purchase_orders o join sizes using (vendor_id)
      where o.warehouse_id = ${scope.warehouseId}
    ),
    lines as materialized (
      select o.id as order_id, o.vendor_id, o.status, o.created_at, k, (o.start + k) % o.size as n,
        1 + floor(random() * 40)::int as quantity
      from orders o, generate_series(0, ${perOrder - 1}) k
      where k < o.size
    )
    insert into purchase_order_lines (purchase_order_id, part_id, position, quantity, unit_price,
      vendor_part_number, received_quantity)
    select l.order_id, c.id, l.k + 1, l.quantity, coalesce(pv.unit_price, c.unit_cost), pv.vendor_part_number,
      case
        when l.status in ('received','closed') then l.quantity
        when l.status = 'partially_received' and l.k < ${Math.ceil(perOrder / 2)} then l.quantity
        else 0 end
    from lines l
    join catalogue c on c.vendor_id = l.vendor_id and c.n = l.n
    left join part_vendors pv on pv.part_id = c.id and pv.vendor_id = l.vendor_id
    order by l.created_at, l.k`);
}

/** Each order's total from its lines, and the warehouse's PO numbering where the orders left it. */
async function settleOrders(db: Executor, scope: Scope) {
  await db.execute(sql`
    update purchase_orders o set total = s.total
    from (
      select purchase_order_id, sum(quantity * unit_price)::numeric(14, 2) as total
      from purchase_order_lines group by purchase_order_id
    ) s
    where s.purchase_order_id = o.id and o.warehouse_id = ${scope.warehouseId}`);
  await db.execute(sql`
    insert into purchase_order_sequences (warehouse_id, year, last_sequence)
    select warehouse_id, split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int)
    from purchase_orders where warehouse_id = ${scope.warehouseId}
    group by warehouse_id, split_part(number, '-', 2)
    on conflict (warehouse_id, year) do update set last_sequence = excluded.last_sequence`);
}
