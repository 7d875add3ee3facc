import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';
import { at, downPiecesCte, fleetCte, seconds, type Scope } from './analytics-sql';

/**
 * The work orders of a month: created (by type), completed in it, and open and overdue at its
 * end. Open at the end means created by then and not completed by then; an order reopened after
 * the month counts as it stands now.
 */
export async function monthOrders(db: Executor, s: Scope) {
  const result = await db.execute<{
    created: number;
    preventive: number;
    corrective: number;
    emergency: number;
    completed: number;
    open_at_end: number;
    overdue_at_end: number;
  }>(sql`
    with created as (
      select type from work_orders
      where warehouse_id = ${s.warehouseId} and deleted_at is null
        and created_at >= ${at(s.from)} and created_at <= ${at(s.to)}
    ),
    open_at_end as (
      select due_date from work_orders
      where warehouse_id = ${s.warehouseId} and deleted_at is null and created_at <= ${at(s.to)}
        and (completed_at > ${at(s.to)} or (completed_at is null and status in ${OPEN_STATUS_SQL}))
    )
    select (select count(*) from created)::int as created,
      (select count(*) from created where type = 'preventive')::int as preventive,
      (select count(*) from created where type = 'corrective')::int as corrective,
      (select count(*) from created where type = 'emergency')::int as emergency,
      (select count(*) from work_orders where warehouse_id = ${s.warehouseId} and deleted_at is null
        and completed_at >= ${at(s.from)} and completed_at <= ${at(s.to)})::int as completed,
      (select count(*) from open_at_end)::int as open_at_end,
      (select count(*) from open_at_end where due_date < ${at(s.to)})::int as overdue_at_end`);
  const row = result.rows[0];
  return {
    created: row?.created ?? 0,
    completed: row?.completed ?? 0,
    openAtEnd: row?.open_at_end ?? 0,
    overdueAtEnd: row?.overdue_at_end ?? 0,
    byType: {
      preventive: row?.preventive ?? 0,
      corrective: row?.corrective ?? 0,
      emergency: row?.emergency ?? 0,
    },
  };
}

/** The fleet's downtime inside the window by reason: hours and how many stops it was. */
export async function downtimeByReason(db: Executor, s: Scope) {
  const result = await db.execute<{ reason_label: string; seconds: number; stops: number }>(sql`
    with recursive ${fleetCte(s)}, ${downPiecesCte(s)}
    select coalesce(r.label, p.reason_code) as reason_label,
      sum(${seconds(sql`p.lo`, sql`p.hi`)})::float8 as seconds, count(distinct (p.equipment_id, p.own, p.stop_hi))::int as stops
    from down_pieces p
    join equipment e on e.id = p.equipment_id
    left join downtime_reasons r on r.organization_id = e.organization_id and r.code = p.reason_code
    group by 1 order by 2 desc, 1`);
  return result.rows;
}
