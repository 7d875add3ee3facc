import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checklistItems, workOrders } from '../../db/schema';

/**
 * The steps of a procedure version as an order's step rows (ADR 55), after the order's own steps,
 * each "meter reading" step linked to the meter of that name on the order's equipment. One
 * statement for any number of orders: the PM scheduler issues a batch, an order issues one.
 */
export async function issueProcedureSteps(
  db: Executor,
  issues: readonly { workOrderId: string; versionId: string }[],
): Promise<void> {
  if (issues.length === 0) return;
  const payload = JSON.stringify(
    issues.map((i) => ({ work_order_id: i.workOrderId, version_id: i.versionId })),
  );
  await db.execute(sql`
    with issued as (
      update work_orders o set procedure_version_id = i.version_id
      from jsonb_to_recordset(${payload}::jsonb) as i(work_order_id uuid, version_id uuid)
      where o.id = i.work_order_id
      returning o.id, o.organization_id, o.warehouse_id, o.equipment_id, i.version_id
    ),
    -- Each order's last position, once per order, so its procedure's steps follow its own lines.
    bases as (
      select o.id, coalesce(max(c.position)::bigint, -1) as base
      from issued o left join checklist_items c on c.work_order_id = o.id
      group by o.id
    ),
    steps as (
      select o.*, b.base, s.section ->> 'title' as section, st.step,
        row_number() over (partition by o.id order by s.ord, st.ord) as n
      from issued o
      join bases b on b.id = o.id
      join procedure_versions v on v.id = o.version_id
      cross join lateral jsonb_array_elements(v.sections) with ordinality as s(section, ord)
      cross join lateral jsonb_array_elements(s.section -> 'steps') with ordinality as st(step, ord)
    )
    insert into checklist_items (organization_id, warehouse_id, work_order_id, position, step_id, description,
      step, section, procedure_version_id, meter_id)
    select s.organization_id, s.warehouse_id, s.id,
      least(s.base + s.n, 2147483647)::int,
      (s.step ->> 'id')::uuid, s.step ->> 'title', s.step - 'id' - 'title', s.section, s.version_id,
      (select m.id from meters m
        where s.step ->> 'type' = 'meter_reading' and m.equipment_id = s.equipment_id and m.deleted_at is null
          and lower(m.name) = lower(s.step ->> 'meterName')
        order by m.created_at limit 1)
    from steps s`);
}

/** Takes an order's procedure off it (its own steps stay). */
export async function removeProcedureSteps(db: Executor, workOrderId: string): Promise<void> {
  await db
    .delete(checklistItems)
    .where(and(eq(checklistItems.workOrderId, workOrderId), isNotNull(checklistItems.procedureVersionId)));
  await db.update(workOrders).set({ procedureVersionId: null }).where(eq(workOrders.id, workOrderId));
}

/** How many of the order's procedure steps have an answer. */
export async function answeredProcedureSteps(db: Executor, workOrderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.workOrderId, workOrderId),
        isNotNull(checklistItems.procedureVersionId),
        sql`${checklistItems.status} <> 'pending'`,
      ),
    );
  return row?.n ?? 0;
}
