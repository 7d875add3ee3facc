import { sql } from 'drizzle-orm';
import type { Priority, WorkOrderStatus } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import type { EscalationFacts } from './escalation-notice';

/** An escalated order as a batch returns it: what its tally and its own notice need. */
export interface EscalatedOrder {
  id: string;
  organization_id: string;
  warehouse_id: string;
  priority: Priority;
  escalation_level: number;
}

/** Adds a batch's escalations to the tally of their warehouse and level, in the batch's transaction. */
export async function addToTallies(tx: Executor, orders: EscalatedOrder[]): Promise<void> {
  if (orders.length === 0) return;
  const rows = JSON.stringify(
    orders.map((o) => ({
      warehouse_id: o.warehouse_id,
      organization_id: o.organization_id,
      level: o.escalation_level,
      critical: o.priority === 'critical' ? 1 : 0,
      id: o.id,
    })),
  );
  await tx.execute(sql`
    insert into escalation_tallies as t (warehouse_id, organization_id, level, orders, critical, last_work_order_id)
    select b.warehouse_id, b.organization_id, b.level, count(*), sum(b.critical), max(b.id::text)::uuid
    from jsonb_to_recordset(${rows}::jsonb) as b(warehouse_id uuid, organization_id uuid, level int, critical int, id uuid)
    group by b.warehouse_id, b.organization_id, b.level
    on conflict (warehouse_id, level) do update set
      orders = t.orders + excluded.orders,
      critical = t.critical + excluded.critical,
      last_work_order_id = excluded.last_work_order_id`);
}

/** What a warehouse's orders reached one level since its planners were last told. */
export type Tally = {
  organization_id: string;
  warehouse_id: string;
  level: number;
  orders: number;
  critical: number;
  last_work_order_id: string;
};

/** Empties the tallies, returning them: the digest's transaction reads and clears them together. */
export async function takeTallies(tx: Executor): Promise<Tally[]> {
  const result = await tx.execute<Tally>(sql`
    delete from escalation_tallies
    returning organization_id, warehouse_id, level, orders, critical, last_work_order_id`);
  return result.rows;
}

/** The active people of the given roles in each of the warehouses. */
export async function plannersOf(
  tx: Executor,
  warehouseIds: string[],
  roles: readonly string[],
): Promise<{ user_id: string; warehouse_id: string }[]> {
  if (warehouseIds.length === 0) return [];
  const result = await tx.execute<{ user_id: string; warehouse_id: string }>(sql`
    select uw.user_id, uw.warehouse_id from user_warehouses uw
    join users u on u.id = uw.user_id and u.active and u.role::text = any(${`{${roles.join(',')}}`}::text[])
    where uw.warehouse_id = any(${`{${warehouseIds.join(',')}}`}::uuid[])
    order by uw.user_id, uw.warehouse_id`);
  return result.rows;
}

/** An order's facts for its own escalation notice, read when it is a planner's only one. */
export type EscalatedOrderFacts = {
  id: string;
  fo_number: string;
  description: string;
  priority: Priority;
  status: WorkOrderStatus;
  escalation_level: number;
  due_date: Date | null;
  overdue: boolean;
};

export async function escalatedOrderFacts(
  tx: Executor,
  ids: string[],
  now: string,
): Promise<Map<string, EscalatedOrderFacts>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute<EscalatedOrderFacts>(sql`
    select w.id, w.fo_number, w.description, w.priority::text as priority, w.status::text as status,
      w.escalation_level, w.due_date, (w.due_date is not null and w.due_date < ${now}::timestamptz) as overdue
    from work_orders w where w.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return new Map(result.rows.map((r) => [r.id, r]));
}

/** The facts an order's notice and audit row are written from; `level` the one it reached in the run. */
export const factsOfOrder = (
  order: EscalatedOrderFacts,
  level = order.escalation_level,
): EscalationFacts => ({
  workOrderId: order.id,
  foNumber: order.fo_number,
  description: order.description,
  priority: order.priority,
  status: order.status,
  level,
  overdue: order.overdue && order.due_date !== null,
  dueDate: order.due_date ? new Date(order.due_date) : null,
});
