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

export async function generateWorkOrders(
  db: Database,
  scope: { organizationId: string; warehouseId: string; requestedBy: string; assignees: string[] },
  count: number,
) {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    with units as (
      select array_agg(id order by id) as ids from equipment where warehouse_id = ${scope.warehouseId}
    ),
    base as (
      select g,
        now() - (random() * interval '180 days') as created,
        (array['new','assigned','in_progress','completed','verified','closed','closed','closed'])[1 + floor(random() * 8)::int]::work_order_status as status,
        (array['low','medium','medium','high','critical'])[1 + floor(random() * 5)::int]::priority as priority,
        (array['corrective','corrective','preventive','emergency'])[1 + floor(random() * 4)::int]::work_order_type as type,
        units.ids[1 + floor(random() * cardinality(units.ids))::int] as equipment_id
      from generate_series(1, ${count}) g, units
    )
    insert into work_orders (organization_id, warehouse_id, fo_number, type, description, asset_model, priority, status,
      equipment_id, assigned_to, requested_by, due_date, created_at, updated_at, started_at, completed_at)
    select ${scope.organizationId}, ${scope.warehouseId},
      'WO-BENCH-' || lpad(g::text, 6, '0'), type,
      'Benchmark work order ' || g || ': inspect and repair', 'Grundfos CR 32-2', priority, status,
      equipment_id,
      case when status = 'new' then null else (${`{${scope.assignees.join(',')}}`}::uuid[])[1 + g % ${scope.assignees.length}] end,
      ${scope.requestedBy},
      created + interval '3 days',
      created, created,
      case when status in ('in_progress','completed','verified','closed') then created + interval '2 hours' end,
      case when status in ('completed','verified','closed') then created + interval '1 day' end
    from base`);
  // The steady state autovacuum reaches within minutes of a bulk load: fresh statistics and a
  // visibility map, so counts can be answered from indexes alone.
  await db.execute(sql`vacuum analyze work_orders`);
  await db.execute(sql`vacuum analyze equipment`);
}
