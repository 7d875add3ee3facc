import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/**
 * Six months of a small plant's history for the analytics journeys, written straight to the
 * tables in time order (the factories' way, never the demo seed): twelve units of every
 * criticality, orders of every type most of them done, a labour entry on every started order,
 * parts on a third of the repairs, a stop behind every emergency and urgent repair and every
 * PM, a unit down now, stock that ran out, ratings on verified orders, a labour rate and a budget.
 * Random but repeatable (setseed), so the screens always have the same shape of figures.
 */
export async function insertAnalyticsHistory(
  db: Database,
  scope: { organizationId: string; warehouseId: string },
): Promise<void> {
  const { organizationId: org, warehouseId: wh } = scope;
  await db.execute(
    sql`update warehouses set labor_rate = '64.00', monthly_budget = '4200.00' where id = ${wh}`,
  );
  await db.execute(sql`select setseed(0.12)`);
  await db.execute(sql`
    insert into equipment (organization_id, warehouse_id, asset_tag, name, model, description, area, status, criticality, created_at)
    select ${org}, ${wh}, 'AN-' || lpad(g::text, 3, '0'),
      (array['Boiler feed pump','Air compressor','Conveyor drive','CNC lathe','Packaging robot','Chiller',
             'Hydraulic press','Cooling tower fan','Forklift','Case erector','Dock leveler','Air handler'])[g],
      (array['Grundfos CR 32-2','Atlas Copco GA37','ABB ACS580','Haas ST-20','FANUC M-10iD/12','Carrier 30XA-252',
             'Schuler MSP 250','BAC Series 3000','Toyota 8FGU25','Wexxar WF30T','Rite-Hite HP2000','Trane CSAA012'])[g],
      'Analytics journey unit ' || g, 'Line ' || (1 + g % 3),
      case when g = 7 then 'maintenance' else 'active' end::equipment_status,
      (array['critical','critical','high','high','high','medium','critical','medium','low','medium','low','low'])[g]::criticality,
      now() - interval '200 days'
    from generate_series(1, 12) g`);
  await db.execute(sql`
    insert into parts (organization_id, warehouse_id, name, part_number, category, unit_cost, stock_level, reorder_point)
    select ${org}, ${wh}, 'Analytics spare ' || g, 'AN-P' || lpad(g::text, 3, '0'),
      (array['mechanical','electrical','hydraulic','pneumatic','consumable'])[1 + g % 5],
      round((4 + random() * 180)::numeric, 2), case when g % 7 = 0 then 0 else 2 + floor(random() * 30)::int end, 3
    from generate_series(1, 20) g`);
  // Faults weigh on the critical and high units; the press (AN-007) broke most and is down now.
  await db.execute(sql`
    with units as (select array_agg(id order by asset_tag) as ids from equipment where warehouse_id = ${wh}),
    drawn as (
      select g, now() - (2 + random() * 178) * interval '1 day' as created,
        (array[1,1,2,2,3,3,4,5,6,7,7,7,7,8,9,10,11,12])[1 + floor(random() * 18)::int] as unit,
        (array['corrective','corrective','corrective','preventive','preventive','emergency'])[1 + floor(random() * 6)::int]::work_order_type as type
      from generate_series(1, 160) g
    )
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, priority, status,
      equipment_id, due_date, created_at, updated_at, started_at, completed_at, verified_at, satisfaction_rating)
    select ${org}, ${wh}, 'WO-AN-' || lpad(g::text, 4, '0'), type,
      'Analytics journey order ' || g || ': inspect and repair',
      case when type = 'emergency' then 'critical' else (array['medium','high','low'])[1 + g % 3] end::priority,
      case when created > now() - interval '10 days' and g % 3 = 0 then 'in_progress' else 'closed' end::work_order_status,
      units.ids[unit], created + interval '3 days', created, created,
      created + interval '3 hours',
      case when created > now() - interval '10 days' and g % 3 = 0 then null else created + (4 + g % 20) * interval '1 hour' end,
      case when created > now() - interval '10 days' and g % 3 = 0 then null else created + (30 + g % 20) * interval '1 hour' end,
      case when created > now() - interval '10 days' and g % 3 = 0 then null else 3 + g % 3 end
    from drawn, units order by created`);
  await db.execute(sql`
    insert into labor_entries (organization_id, warehouse_id, work_order_id, user_id, started_at, ended_at, minutes)
    select ${org}, ${wh}, o.id, (select id from users limit 1), o.started_at, o.completed_at,
      extract(epoch from o.completed_at - o.started_at)::int / 60
    from work_orders o where o.warehouse_id = ${wh} and o.completed_at is not null order by o.started_at`);
  await db.execute(sql`
    insert into parts_usage (organization_id, warehouse_id, work_order_id, part_id, quantity, unit_cost, created_at)
    select ${org}, ${wh}, o.id, p.id, 1 + ascii(right(o.fo_number, 1)) % 3, p.unit_cost, o.completed_at
    from work_orders o
    join lateral (select id, unit_cost from parts where warehouse_id = ${wh}
      order by md5(o.id::text || id::text) limit 1) p on true
    where o.warehouse_id = ${wh} and o.completed_at is not null and o.type <> 'preventive'
      and ascii(right(o.fo_number, 1)) % 3 = 0
    order by o.completed_at`);
  // A stop from the report to the repair behind every emergency and urgent order, one behind every
  // PM while it was worked on; a stop that would begin while the unit is down is part of that one.
  await db.execute(sql`
    with stops as (
      select o.equipment_id, o.id as work_order_id,
        case when o.type = 'preventive' then o.started_at else o.created_at end as started_at,
        o.completed_at as ended_at, o.type = 'preventive' as planned,
        case when o.type = 'preventive' then 'planned_maintenance'
             when o.priority = 'critical' then 'breakdown' else 'waiting_for_parts' end as reason_code
      from work_orders o
      where o.warehouse_id = ${wh} and o.completed_at is not null
        and (o.type = 'preventive' or o.type = 'emergency' or o.priority = 'high')
    ),
    ordered as (
      select s.*, lag(ended_at) over (partition by equipment_id order by started_at) as previous_end from stops s
    )
    insert into downtime (organization_id, warehouse_id, equipment_id, work_order_id, reason_code, planned, started_at, ended_at)
    select ${org}, ${wh}, equipment_id, work_order_id, reason_code, planned, started_at, ended_at
    from ordered where previous_end is null or started_at >= previous_end
    order by started_at`);
  await db.execute(sql`
    insert into downtime (organization_id, warehouse_id, equipment_id, reason_code, planned, started_at, note)
    select ${org}, ${wh}, id, 'breakdown', false,
      greatest(now() - interval '30 hours',
        coalesce((select max(ended_at) from downtime d where d.equipment_id = e.id), now() - interval '30 hours')),
      'Main cylinder seal blown'
    from equipment e where e.warehouse_id = ${wh} and e.asset_tag = 'AN-007'`);
  await db.execute(sql`
    insert into stock_movements (organization_id, warehouse_id, part_id, kind, quantity_delta, stock_after, reason, created_at)
    select ${org}, ${wh}, id, 'usage', -2, 0, 'Used on a repair', now() - interval '12 days'
    from parts where warehouse_id = ${wh} and stock_level = 0`);
}

/**
 * The downtime journey's unit: registered four months ago, serviced two months ago (so it has
 * a history and 100 % availability), never stopped.
 */
export async function insertRunningUnit(
  db: Database,
  scope: { organizationId: string; warehouseId: string },
): Promise<void> {
  const { organizationId: org, warehouseId: wh } = scope;
  await db.execute(sql`
    with unit as (
      insert into equipment (organization_id, warehouse_id, asset_tag, name, model, description, area, criticality, created_at)
      values (${org}, ${wh}, 'DA-001', 'Bottling line filler', 'Krones Modulfill', 'Filler of bottling line 2', 'Line 2',
        'high', now() - interval '120 days')
      returning id
    )
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, status, equipment_id,
      created_at, updated_at, started_at, completed_at, due_date)
    select ${org}, ${wh}, 'WO-DA-0001', 'preventive', 'Quarterly filler valve service', 'closed', unit.id,
      now() - interval '60 days', now() - interval '60 days', now() - interval '60 days',
      now() - interval '60 days' + interval '2 hours', now() - interval '59 days'
    from unit`);
}
