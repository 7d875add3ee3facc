import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { frequencyInterval } from '../src/server/modules/pm/frequency';

/**
 * Bulk data for benchmarks, generated inside PostgreSQL (generate_series, setseed for a
 * repeatable mix), one warehouse per call: 10,000 equipment and 100,000 work orders over the
 * last 6 months take seconds, not minutes. Rows go in in time order, as a plant's history is
 * written, so a period's rows sit together on disk. Each generator ends with `vacuum analyze`
 * of what it wrote unless told not to (a caller generating several warehouses does it once).
 */
export interface Scope {
  organizationId: string;
  warehouseId: string;
}

interface Settle {
  /** Vacuum and analyze the written tables (default); false when the caller does it once at the end. */
  vacuum?: boolean;
}

/**
 * A generated order's FO number: `prefix` and the series number `n` padded to 7 digits, unique up
 * to ten million per warehouse. (With 6 digits, lpad cut the millionth order to the 100,000th's
 * number and a 1M plant hit the unique (warehouse, fo_number) index.)
 */
export const benchFoNumber = (prefix: string, n: SQL) => sql`${prefix} || lpad(${n}::text, 7, '0')`;

/**
 * The steady state autovacuum reaches within minutes of a bulk load: fresh statistics and a
 * visibility map, so counts can be answered from indexes alone.
 */
export async function vacuumAnalyze(db: Database, tables: readonly string[]) {
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * Equipment with asset tags EQ-000001…; `models` gives them PM model names ("Model 0" … "Model
 * n-1", matching `generatePmTemplates`) instead of six real ones; `registeredDaysAgo` dates their
 * registration and installation back, so every unit is tracked over a whole history.
 */
export async function generateEquipment(
  db: Database,
  scope: Scope,
  count: number,
  options: { models?: number; registeredDaysAgo?: number } = {},
) {
  const model = options.models
    ? sql`'Model ' || (g % ${options.models})`
    : sql`(array['Grundfos CR 32-2','Atlas Copco GA37','ABB ACS580','Haas VF-2','Hytrol E24','Toyota 8FGU25'])[1 + g % 6]`;
  const registered =
    options.registeredDaysAgo === undefined
      ? undefined
      : sql`now() - ${options.registeredDaysAgo} * interval '1 day'`;
  await db.execute(sql`
    insert into equipment (organization_id, warehouse_id, asset_tag, name, model, description, area, status,
      criticality, install_date, created_at, updated_at)
    select ${scope.organizationId}, ${scope.warehouseId},
      'EQ-' || lpad(g::text, 6, '0'),
      'Machine ' || g,
      ${model},
      'Benchmark equipment ' || g,
      'Line ' || (1 + g % 12),
      (array['active','active','active','maintenance','inactive','retired'])[1 + g % 6]::equipment_status,
      (array['low','medium','medium','high','critical'])[1 + g % 5]::criticality,
      ${registered ? sql`(${registered})::date` : null}, ${registered ?? sql`now()`}, ${registered ?? sql`now()`}
    from generate_series(1, ${count}) g`);
}

/** Suppliers and contractors (one in three) of a warehouse, named "Vendor 1"…. */
export async function generateVendors(db: Database, scope: Scope, count: number) {
  await db.execute(sql`
    insert into vendors (organization_id, warehouse_id, name, type, email, phone)
    select ${scope.organizationId}, ${scope.warehouseId}, 'Vendor ' || g,
      (case when g % 3 = 0 then 'contractor' else 'supplier' end)::vendor_type,
      'vendor' || g || '@bench.example', '+1 555 ' || lpad(g::text, 7, '0')
    from generate_series(1, ${count}) g`);
}

/**
 * One template per PM model ("Model 0" … of `generateEquipment`'s `models`), in use for two
 * years; most are monthly or quarterly, few weekly, a quarter annual.
 */
export async function generatePmTemplates(db: Database, scope: Scope, count: number) {
  await db.execute(sql`
    insert into pm_templates (organization_id, warehouse_id, model, component, action, frequency, checklist,
      created_at, updated_at)
    select ${scope.organizationId}, ${scope.warehouseId}, 'Model ' || m, 'Component ' || m, 'Inspect and service',
      (array['weekly','monthly','monthly','monthly','monthly','monthly','monthly','monthly',
             'quarterly','quarterly','quarterly','quarterly','quarterly','quarterly','quarterly',
             'annually','annually','annually','annually','annually'])[1 + m % 20]::pm_frequency,
      '["Isolate","Inspect","Service","Test run","Sign off"]'::jsonb,
      now() - interval '2 years', now() - interval '2 years'
    from generate_series(0, ${count - 1}) m`);
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

/**
 * `count` orders created over the last `spanDays` (FO numbers WO-BENCH-0000001…, unique up to
 * ten million per warehouse) on the warehouse's equipment, due three days after creation; a
 * quarter preventive. When the warehouse has vendors, a tenth of the orders name one.
 */
export async function generateWorkOrders(
  db: Database,
  scope: Scope & { requestedBy: string; assignees: string[] },
  count: number,
  options: Settle & { spanDays?: number; statuses?: StatusMix; seed?: number } = {},
) {
  const spanDays = options.spanDays ?? 180;
  // One transaction: the seed is set on the connection that draws.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${options.seed ?? 0.42})`);
    await tx.execute(sql`
    with units as (
      select array_agg(id order by id) as ids from equipment where warehouse_id = ${scope.warehouseId}
    ),
    suppliers as (
      select coalesce(array_agg(id order by id), '{}') as ids from vendors where warehouse_id = ${scope.warehouseId}
    ),
    drawn as materialized (
      select g, now() - (random() * ${spanDays} * interval '1 day') as created,
        units.ids[1 + floor(random() * cardinality(units.ids))::int] as equipment_id,
        case when random() < 0.1 then suppliers.ids[1 + floor(random() * cardinality(suppliers.ids))::int] end as vendor_id
      from generate_series(1, ${count}) g, units, suppliers
    ),
    base as (
      select g, created, equipment_id, vendor_id,
        ${STATUS_SQL[options.statuses ?? 'uniform']}::work_order_status as status,
        (array['low','medium','medium','high','critical'])[1 + floor(random() * 5)::int]::priority as priority,
        (array['corrective','corrective','preventive','emergency'])[1 + floor(random() * 4)::int]::work_order_type as type
      from drawn
    )
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, asset_model, priority, status,
      equipment_id, vendor_id, assigned_to, requested_by, due_date, created_at, updated_at, started_at, completed_at)
    select ${scope.organizationId}, ${scope.warehouseId},
      ${benchFoNumber('WO-BENCH-', sql`g`)}, type,
      'Benchmark work order ' || g || ': inspect and repair', 'Grundfos CR 32-2', priority, status,
      equipment_id, vendor_id,
      case when status = 'new' then null else (${`{${scope.assignees.join(',')}}`}::uuid[])[1 + g % ${scope.assignees.length}] end,
      ${scope.requestedBy},
      created + interval '3 days',
      created, created,
      case when status in ('in_progress','completed','verified','closed') then least(created + interval '2 hours', now()) end,
      case when status in ('completed','verified','closed') then least(created + interval '1 day', now()) end
    from base order by created`);
  });
  if (options.vacuum !== false) await vacuumAnalyze(db, ['work_orders', 'equipment']);
}

/**
 * The PM scheduler's own history: for every active template and active equipment of its
 * model, the last preventive order of the pair, completed at a random point of the last
 * interval (FO numbers WO-PM-0000001…). So the plan is in step and the next run generates what
 * falls due within its look-ahead — a sixth or so of the pairs — not a first run's backlog of
 * every pair. Answers how many orders it wrote.
 */
export async function generatePmHistory(
  db: Database,
  scope: Scope & { requestedBy: string; assignee: string },
): Promise<number> {
  const result = await db.execute(sql`
    with pairs as (
      select t.id as template_id, e.id as equipment_id, e.model,
        now() - random() * ${frequencyInterval(sql`t.frequency`)} as completed
      from pm_templates t
      join equipment e on e.warehouse_id = t.warehouse_id and lower(e.model) = lower(t.model)
        and e.status = 'active' and e.deleted_at is null
      where t.warehouse_id = ${scope.warehouseId} and t.active and t.deleted_at is null
    ),
    numbered as (select *, row_number() over (order by completed) as n from pairs)
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, asset_model, priority, status,
      equipment_id, pm_template_id, assigned_to, requested_by, due_date, created_at, updated_at, started_at, completed_at,
      closed_at)
    select ${scope.organizationId}, ${scope.warehouseId}, ${benchFoNumber('WO-PM-', sql`n`)}, 'preventive',
      'Preventive maintenance: inspect and service', model, 'medium', 'closed', equipment_id, template_id,
      ${scope.assignee}, ${scope.requestedBy}, completed, completed - interval '2 days', completed,
      completed - interval '2 hours', completed, completed
    from numbered order by completed`);
  return result.rowCount ?? 0;
}

/**
 * The history analytics read, for work orders already generated: a labour entry on every
 * started order, parts on a third of the completed ones (from `partCount` parts), and per
 * equipment a stop every `daysBetweenStops` days (a fifth planned), none overlapping.
 */
export async function generateReliabilityHistory(
  db: Database,
  scope: Scope & { technicianId: string },
  options: Settle & { partCount: number; spanDays: number; daysBetweenStops: number },
) {
  await db.execute(sql`select setseed(0.24)`);
  await generateParts(db, scope, options.partCount);
  await generateLabour(db, scope);
  await generatePartsUsage(db, scope, options.partCount);
  await generateDowntime(db, scope, options);
  if (options.vacuum !== false) {
    await vacuumAnalyze(db, ['labor_entries', 'parts_usage', 'downtime', 'parts']);
  }
}

/** Parts stocked a year ago, each with its opening receipt in the ledger (dead stock reads the ledger). */
export async function generateParts(db: Database, scope: Scope, count: number) {
  await db.execute(sql`
    with stocked as (
      insert into parts (organization_id, warehouse_id, name, part_number, category, unit_cost, stock_level,
        reorder_point, created_at)
      select ${scope.organizationId}, ${scope.warehouseId}, 'Bench part ' || g, 'BP-' || lpad(g::text, 6, '0'),
        (array['general','electrical','mechanical','hydraulic','pneumatic','consumable'])[1 + g % 6],
        round((2 + random() * 400)::numeric, 2), floor(random() * 60)::int, 5, now() - interval '1 year'
      from generate_series(1, ${count}) g
      returning id, stock_level, created_at)
    insert into stock_movements (organization_id, warehouse_id, part_id, kind, quantity_delta, stock_after, reason,
      created_at)
    select ${scope.organizationId}, ${scope.warehouseId}, id, 'receive', stock_level, stock_level, 'Opening stock',
      created_at
    from stocked where stock_level > 0`);
}

/** A labour entry on every started order of the warehouse. */
export async function generateLabour(db: Database, scope: Scope & { technicianId: string }) {
  await db.execute(sql`
    insert into labor_entries (organization_id, warehouse_id, work_order_id, user_id, started_at, ended_at, minutes)
    select ${scope.organizationId}, ${scope.warehouseId}, id, ${scope.technicianId}, started_at,
      coalesce(completed_at, started_at + interval '2 hours'), 30 + floor(random() * 300)::int
    from work_orders where warehouse_id = ${scope.warehouseId} and started_at is not null order by started_at`);
}

/** Parts on a third of the completed orders, drawn from the warehouse's first `partCount` parts. */
export async function generatePartsUsage(db: Database, scope: Scope, partCount: number) {
  // The part is drawn by its number in the stock list: a whole list in every row would go into the sort.
  await db.execute(sql`
    with stock as (
      select id, row_number() over (order by id)::int as n from parts where warehouse_id = ${scope.warehouseId}
    ),
    picked as materialized (
      select o.id, o.completed_at, 1 + floor(random() * ${partCount})::int as n
      from work_orders o
      where o.warehouse_id = ${scope.warehouseId} and o.completed_at is not null and random() < 0.33
    )
    insert into parts_usage (organization_id, warehouse_id, work_order_id, part_id, quantity, unit_cost, created_at)
    select ${scope.organizationId}, ${scope.warehouseId}, picked.id, stock.id, 1 + floor(random() * 4)::int,
      round((2 + random() * 400)::numeric, 2), picked.completed_at
    from picked join stock on stock.n = picked.n
    order by picked.completed_at`);
}

/** Per equipment in service a stop every `daysBetweenStops` days (a fifth planned), none overlapping. */
export async function generateDowntime(
  db: Database,
  scope: Scope,
  options: { spanDays: number; daysBetweenStops: number },
) {
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
}

/**
 * A planner's board (issue 26): `technicians` people of the warehouse (no password they could
 * sign in with), `scheduled` open orders spread over their working days from `firstDay` for
 * `days` days, each 1–4 h from 08:00 UTC, and `backlog` open orders nobody has scheduled, due
 * over the next month. Answers the technicians' ids, in name order.
 */
export async function generatePlanningBoard(
  db: Database,
  scope: Scope & { requestedBy: string },
  counts: { technicians: number; scheduled: number; backlog: number; firstDay: string; days: number },
): Promise<string[]> {
  const people = await db.execute<{ id: string }>(sql`
    insert into users (organization_id, email, password_hash, first_name, last_name, role, default_warehouse_id)
    select ${scope.organizationId}, 'planner-bench-' || g || '@bench.example', 'no sign-in',
      'Tech', lpad(g::text, 3, '0'), 'technician', ${scope.warehouseId}
    from generate_series(1, ${counts.technicians}::int) g
    returning id`);
  const ids = people.rows.map((row) => row.id);
  await db.execute(sql`
    insert into user_warehouses (user_id, warehouse_id)
    select unnest(${`{${ids.join(',')}}`}::uuid[]), ${scope.warehouseId}`);
  // Weekdays only: order g goes to technician g mod n on the (g / n)-th working day, stacked from 08:00.
  await db.execute(sql`
    with workdays as (
      select d::date as day, row_number() over (order by d) - 1 as k
      from generate_series(${counts.firstDay}::date, ${counts.firstDay}::date + ${counts.days - 1}::int, interval '1 day') d
      where extract(isodow from d) < 6
    ),
    picked as (
      select g, (${`{${ids.join(',')}}`}::uuid[])[1 + g % ${ids.length}::int] as technician,
        (g / ${ids.length}::int) % (select count(*) from workdays) as k,
        g / (${ids.length}::int * (select count(*) from workdays)) as slot
      from generate_series(0, ${counts.scheduled - 1}::int) g
    )
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, priority, status,
      assigned_to, requested_by, due_date, scheduled_start, scheduled_hours)
    select ${scope.organizationId}, ${scope.warehouseId}, ${benchFoNumber('WO-PLAN-', sql`g`)}, 'corrective',
      'Planned work ' || g || ': inspect and repair',
      (array['low','medium','medium','high','critical'])[1 + g % 5]::priority, 'assigned',
      technician, ${scope.requestedBy}, workdays.day + interval '3 days',
      workdays.day + interval '8 hours' + slot * interval '2 hours', 1 + g % 4
    from picked join workdays using (k)`);
  await db.execute(sql`
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, priority, status,
      requested_by, due_date, estimated_hours)
    select ${scope.organizationId}, ${scope.warehouseId}, ${benchFoNumber('WO-BACK-', sql`g`)},
      (array['corrective','corrective','preventive','emergency'])[1 + g % 4]::work_order_type,
      'Backlog work ' || g || ': check and fix', (array['low','medium','medium','high','critical'])[1 + g % 5]::priority,
      'new', ${scope.requestedBy}, now() + (g % 30) * interval '1 day', 1 + g % 6
    from generate_series(1, ${counts.backlog}::int) g`);
  await vacuumAnalyze(db, ['work_orders', 'users', 'user_warehouses']);
  return ids;
}
