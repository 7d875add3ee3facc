import { sql, type SQL } from 'drizzle-orm';
import { PRIORITIES, type Priority, type WorkOrderStatus, type WorkOrderType } from '../../../shared/domain';
import { UNESTIMATED_HOURS } from '../../../shared/planning/capacity';
import type { BacklogQuery } from '../../../shared/schemas/planning';
import type { Executor } from '../../db/client';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';
import { pmEstimatedHours } from '../../db/sql/pm-estimated-hours';
import { uuidArray } from '../../db/sql/uuid-array';
import type { KeysetCursor } from '../../lib/cursor';

/** An order as a card of the board or a backlog row shows it, in one row (no lookup per card). */
export type CardRow = {
  id: string;
  fo_number: string;
  description: string;
  type: WorkOrderType;
  priority: Priority;
  status: WorkOrderStatus;
  assigned_to: string | null;
  /** Timestamps come as PostgreSQL prints them: raw SQL rows are not mapped by drizzle. */
  due_date: string | null;
  scheduled_start: string | null;
  /** As scheduled, else the estimate, else 1 h. */
  hours: number;
  equipment_id: string | null;
  asset: string | null;
  equipment_down: boolean;
  version: number;
};

/**
 * The card's columns over `work_orders w`. Down now is the equipment's own open downtime record
 * (one per equipment, a unique partial index), as the equipment page's banner reads it.
 */
const CARD = sql`w.id, w.fo_number, w.description, w.type::text as type, w.priority::text as priority,
  w.status::text as status, w.assigned_to, w.due_date, w.scheduled_start,
  coalesce(w.scheduled_hours, w.estimated_hours, ${UNESTIMATED_HOURS})::float8 as hours, w.equipment_id,
  coalesce((select e.name from equipment e where e.id = w.equipment_id), w.asset_model) as asset,
  exists (select 1 from downtime d where d.equipment_id = w.equipment_id
    and d.ended_at is null and d.deleted_at is null) as equipment_down,
  w.version`;

/**
 * Live orders of the warehouse scheduled to start in [start, end), any status: the board's week
 * is what was planned, done or not. On the partial index of scheduled orders.
 */
export async function scheduledIn(db: Executor, warehouseId: string, start: Date, end: Date) {
  const result = await db.execute<CardRow>(sql`
    select ${CARD} from work_orders w
    where w.warehouse_id = ${warehouseId} and w.deleted_at is null and w.scheduled_start is not null
      and w.scheduled_start >= ${start.toISOString()}::timestamptz
      and w.scheduled_start < ${end.toISOString()}::timestamptz
    order by w.scheduled_start, w.id`);
  return result.rows;
}

/** The live orders of the warehouse among `ids` (those of another warehouse or deleted are left out). */
export async function ordersByIds(db: Executor, warehouseId: string, ids: readonly string[]) {
  const result = await db.execute<CardRow>(sql`
    select ${CARD} from work_orders w
    where w.id = any(${uuidArray(ids)}) and w.warehouse_id = ${warehouseId} and w.deleted_at is null`);
  return result.rows;
}

/** Priorities from the most urgent, as the backlog sorts them. */
const URGENCY = sql.raw(
  `array_position(array[${[...PRIORITIES]
    .reverse()
    .map((p) => `'${p}'`)
    .join(', ')}]::priority[], w.priority)`,
);
/** The due date as the due-date indexes hold it: an order without one is due last. */
const DUE_KEY = sql`coalesce(w.due_date, 'infinity'::timestamptz)`;

/** The backlog's filters; a location comes as the ids of the equipment standing in its subtree. */
export type BacklogFilter = Omit<BacklogQuery, 'limit' | 'cursor' | 'locationId'> & {
  placedEquipmentIds?: readonly string[];
};

/** Open orders not scheduled yet, with the query's filters. */
function backlogWhere(warehouseId: string, filter: BacklogFilter): SQL {
  const conditions = [
    sql`w.warehouse_id = ${warehouseId}`,
    sql`w.deleted_at is null`,
    sql`w.status in ${OPEN_STATUS_SQL}`,
    sql`w.scheduled_start is null`,
  ];
  if (filter.priority?.length) conditions.push(sql`w.priority = any(${sql.param(filter.priority)})`);
  if (filter.type?.length) conditions.push(sql`w.type = any(${sql.param(filter.type)})`);
  // Before the start of that day where the plant is.
  if (filter.dueBefore) {
    conditions.push(sql`w.due_date < ${filter.dueBefore}::date::timestamp at time zone
      (select wh.timezone from warehouses wh where wh.id = ${warehouseId})`);
  }
  // One array parameter typed by the column, as the work-order list's location filter sends it.
  if (filter.placedEquipmentIds) {
    conditions.push(sql`w.equipment_id = any(${sql.param(filter.placedEquipmentIds)})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * A backlog page: due date first (none last), then the most urgent, then id. The cursor's key
 * is `{urgency}|{due key as PostgreSQL prints it}`, so it compares exactly.
 */
export async function backlogPage(
  db: Executor,
  warehouseId: string,
  filter: BacklogFilter,
  cursor: KeysetCursor | undefined,
  limit: number,
) {
  let after = sql`true`;
  if (cursor) {
    const key = String(cursor.v);
    const bar = key.indexOf('|');
    after = sql`(${DUE_KEY}, ${URGENCY}, w.id) > (${key.slice(bar + 1)}::timestamptz, ${key.slice(0, Math.max(bar, 0))}::int, ${cursor.id}::uuid)`;
  }
  const result = await db.execute<CardRow & { sort_key: string }>(sql`
    select ${CARD}, ${URGENCY}::text || '|' || ${DUE_KEY}::text as sort_key
    from work_orders w
    where ${backlogWhere(warehouseId, filter)} and ${after}
    order by ${DUE_KEY}, ${URGENCY}, w.id
    limit ${limit + 1}`);
  return result.rows;
}

/** How many orders the backlog holds, counting no further than `limit + 1` (ADR 34). */
export async function countBacklogUpTo(
  db: Executor,
  warehouseId: string,
  filter: BacklogFilter,
  limit: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from work_orders w where ${backlogWhere(warehouseId, filter)} limit ${limit + 1}
    ) matches`);
  return result.rows[0]?.n ?? 0;
}

export type GhostFactsRow = {
  template_id: string;
  equipment_id: string;
  hours: number;
  asset: string;
};

/** What a ghost shows of a coming PM: its hours, as the scheduler will estimate the order, and its asset. */
export async function ghostFacts(
  db: Executor,
  pairs: readonly { templateId: string; equipmentId: string }[],
) {
  if (pairs.length === 0) return [];
  const result = await db.execute<GhostFactsRow>(sql`
    select p.template_id, p.equipment_id,
      ${pmEstimatedHours(sql`t.estimated_duration`)}::float8 as hours,
      e.name as asset
    from unnest(${uuidArray(pairs.map((p) => p.templateId))}, ${uuidArray(pairs.map((p) => p.equipmentId))})
      as p(template_id, equipment_id)
    join pm_templates t on t.id = p.template_id
    join equipment e on e.id = p.equipment_id`);
  return result.rows;
}
