import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';

/**
 * Bulk data for benchmarks, generated inside PostgreSQL (generate_series, setseed for a
 * repeatable mix): 10,000 equipment and 100,000 work orders over the last 6 months take
 * seconds, not minutes.
 */
export async function generateEquipment(
  db: Database,
  scope: { organizationId: string; warehouseId: string },
  count: number,
) {
  await db.execute(sql`
    insert into equipment (organization_id, warehouse_id, asset_tag, name, model, description, area, status, criticality)
    select ${scope.organizationId}, ${scope.warehouseId},
      'EQ-' || lpad(g::text, 6, '0'),
      'Machine ' || g,
      (array['Grundfos CR 32-2','Atlas Copco GA37','ABB ACS580','Haas VF-2','Hytrol E24','Toyota 8FGU25'])[1 + g % 6],
      'Benchmark equipment ' || g,
      'Line ' || (1 + g % 12),
      (array['active','active','active','maintenance','inactive','retired'])[1 + g % 6]::equipment_status,
      (array['low','medium','medium','high','critical'])[1 + g % 5]::criticality
    from generate_series(1, ${count}) g`);
}

/**
 * How the generated orders stand: `uniform` draws every status alike at any age (the list
 * benchmarks of issue 3); `by-age` is a plant's history, where orders older than two weeks are
 * done but for a backlog of half a percent, and recent ones are a mix.
 */
export type StatusMix = 'uniform' | 'by-age';

const STATUS_SQL: Record<StatusMix, ReturnType<typeof sql>> = {
  uniform: sql`(array['new','assigned','in_progress','completed','verified','closed','closed','closed'])[1 + floor(random() * 8)::int]`,
  'by-age': sql`case
      when created > now() - interval '14 days'
        then (array['new','assigned','in_progress','in_progress','completed','verified','closed','closed'])[1 + floor(random() * 8)::int]
      when random() < 0.005 then (array['new','assigned','in_progress'])[1 + floor(random() * 3)::int]
      else (array['completed','verified','closed','closed','closed'])[1 + floor(random() * 5)::int] end`,
};

export async function generateWorkOrders(
  db: Database,
  scope: { organizationId: string; warehouseId: string; requestedBy: string; assignees: string[] },
  count: number,
  options: { spanDays?: number; statuses?: StatusMix } = {},
) {
  const spanDays = options.spanDays ?? 180;
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    with units as (
      select array_agg(id order by id) as ids from equipment where warehouse_id = ${scope.warehouseId}
    ),
    drawn as materialized (
      select g, now() - (random() * ${spanDays} * interval '1 day') as created,
        units.ids[1 + floor(random() * cardinality(units.ids))::int] as equipment_id
      from generate_series(1, ${count}) g, units
    ),
    base as (
      select g, created, equipment_id,
        ${STATUS_SQL[options.statuses ?? 'uniform']}::work_order_status as status,
        (array['low','medium','medium','high','critical'])[1 + floor(random() * 5)::int]::priority as priority,
        (array['corrective','corrective','preventive','emergency'])[1 + floor(random() * 4)::int]::work_order_type as type
      from drawn
    )
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, asset_model, priority, status,
      equipment_id, assigned_to, requested_by, due_date, created_at, updated_at, started_at, completed_at)
    select ${scope.organizationId}, ${scope.warehouseId},
      'WO-BENCH-' || lpad(g::text, 7, '0'), type,
      'Benchmark work order ' || g || ': inspect and repair', 'Grundfos CR 32-2', priority, status,
      equipment_id,
      case when status = 'new' then null else (${`{${scope.assignees.join(',')}}`}::uuid[])[1 + g % ${scope.assignees.length}] end,
      ${scope.requestedBy},
      created + interval '3 days',
      created, created,
      case when status in ('in_progress','completed','verified','closed') then least(created + interval '2 hours', now()) end,
      case when status in ('completed','verified','closed') then least(created + interval '1 day', now()) end
    -- In time order, as a plant's history is written: a period's rows sit together on disk.
    from base order by created`);
  // The steady state autovacuum reaches within minutes of a bulk load: fresh statistics and a
  // visibility map, so counts can be answered from indexes alone.
  await db.execute(sql`vacuum analyze work_orders`);
  await db.execute(sql`vacuum analyze equipment`);
}

/**
 * The history analytics read, for work orders already generated: a labour entry on every
 * started order, parts on a third of the completed ones (from `partCount` parts), and per
 * equipment a stop every `daysBetweenStops` days (a fifth planned), none overlapping.
 */
export async function generateReliabilityHistory(
  db: Database,
  scope: { organizationId: string; warehouseId: string; technicianId: string },
  options: { partCount: number; spanDays: number; daysBetweenStops: number },
) {
  await db.execute(sql`select setseed(0.24)`);
  await db.execute(sql`
    insert into parts (organization_id, warehouse_id, name, part_number, category, unit_cost, stock_level, reorder_point)
    select ${scope.organizationId}, ${scope.warehouseId}, 'Bench part ' || g, 'BP-' || lpad(g::text, 6, '0'),
      (array['general','electrical','mechanical','hydraulic','pneumatic','consumable'])[1 + g % 6],
      round((2 + random() * 400)::numeric, 2), floor(random() * 60)::int, 5
    from generate_series(1, ${options.partCount}) g`);
  await db.execute(sql`
    insert into labor_entries (organization_id, warehouse_id, work_order_id, user_id, started_at, ended_at, minutes)
    select ${scope.organizationId}, ${scope.warehouseId}, id, ${scope.technicianId}, started_at,
      coalesce(completed_at, started_at + interval '2 hours'), 30 + floor(random() * 300)::int
    from work_orders where warehouse_id = ${scope.warehouseId} and started_at is not null order by started_at`);
  // The part is drawn by its number in the stock list: a whole list in every row would go into the sort.
  await db.execute(sql`
    with stock as (
      select id, row_number() over (order by id)::int as n from parts where warehouse_id = ${scope.warehouseId}
    ),
    picked as materialized (
      select o.id, o.completed_at, 1 + floor(random() * ${options.partCount})::int as n
      from work_orders o
      where o.warehouse_id = ${scope.warehouseId} and o.completed_at is not null and random() < 0.33
    )
    insert into parts_usage (organization_id, warehouse_id, work_order_id, part_id, quantity, unit_cost, created_at)
    select ${scope.organizationId}, ${scope.warehouseId}, picked.id, stock.id, 1 + floor(random() * 4)::int,
      round((2 + random() * 400)::numeric, 2), picked.completed_at
    from picked join stock on stock.n = picked.n
    order by picked.completed_at`);
  // Stop k of a unit falls in the k-th slot of daysBetweenStops days and lasts at most half of it.
  await db.execute(sql`
    insert into downtime (organization_id, warehouse_id, equipment_id, reason_code, planned, started_at, ended_at)
    select ${scope.organizationId}, ${scope.warehouseId}, e.id,
      case when k % 5 = 0 then 'planned_maintenance' else (array['breakdown','breakdown','waiting_for_parts','operator','utilities'])[1 + floor(random() * 5)::int] end,
      k % 5 = 0,
      slot_start,
      slot_start + (1 + random() * ${options.daysBetweenStops * 6}) * interval '1 hour'
    from equipment e,
      generate_series(1, ${Math.floor(options.spanDays / options.daysBetweenStops) - 1}) k,
      lateral (select now() - ${options.spanDays} * interval '1 day' + k * ${options.daysBetweenStops} * interval '1 day'
        + random() * ${options.daysBetweenStops / 3} * interval '1 day' as slot_start) s
    where e.warehouse_id = ${scope.warehouseId} and e.status <> 'retired'
    order by slot_start`);
  for (const table of ['labor_entries', 'parts_usage', 'downtime', 'parts']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
