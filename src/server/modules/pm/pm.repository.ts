import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pmTemplates } from '../../db/schema';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';
import { pairsSql } from './scheduler.repository';

export type TemplateRow = typeof pmTemplates.$inferSelect;

// "pm_templates" written out: drizzle prints columns of a single-table select unqualified.
const matchingEquipment = sql<number>`(
  select count(*)::int from equipment e
  where e.warehouse_id = "pm_templates"."warehouse_id" and lower(e.model) = lower("pm_templates"."model")
    and e.status = 'active' and e.deleted_at is null)`;

export type TemplateRecord = { row: TemplateRow; matchingEquipment: number };

export async function listTemplates(db: Executor, warehouseId: string): Promise<TemplateRecord[]> {
  return db
    .select({ row: pmTemplates, matchingEquipment })
    .from(pmTemplates)
    .where(and(eq(pmTemplates.warehouseId, warehouseId), isNull(pmTemplates.deletedAt)))
    .orderBy(asc(sql`lower(${pmTemplates.model})`), asc(pmTemplates.component), asc(pmTemplates.id));
}

export async function findTemplateRecord(db: Executor, warehouseId: string, id: string) {
  const [row] = await db
    .select({ row: pmTemplates, matchingEquipment })
    .from(pmTemplates)
    .where(
      and(eq(pmTemplates.id, id), eq(pmTemplates.warehouseId, warehouseId), isNull(pmTemplates.deletedAt)),
    );
  return row;
}

export async function findTemplate(db: Executor, warehouseId: string, id: string) {
  return (await findTemplateRecord(db, warehouseId, id))?.row;
}

export async function insertTemplate(
  db: Executor,
  values: typeof pmTemplates.$inferInsert,
): Promise<TemplateRow> {
  const [row] = await db.insert(pmTemplates).values(values).returning();
  if (!row) throw new Error('Template insert returned nothing');
  return row;
}

export async function updateTemplateRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<typeof pmTemplates.$inferInsert>,
  expectedVersion: number | undefined,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(pmTemplates)
    .set({ ...changes, version: sql`${pmTemplates.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(pmTemplates.id, id),
        eq(pmTemplates.warehouseId, warehouseId),
        isNull(pmTemplates.deletedAt),
        expectedVersion === undefined ? undefined : eq(pmTemplates.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/** The plant's calendar day at `now` (its warehouse's time zone), as YYYY-MM-DD. */
export async function plantToday(db: Executor, warehouseId: string, now: Date): Promise<string> {
  const result = await db.execute<{ today: string }>(sql`
    select (${now.toISOString()}::timestamptz at time zone timezone)::date::text as today
    from warehouses where id = ${warehouseId}`);
  const today = result.rows[0]?.today;
  if (!today) throw new Error(`Warehouse ${warehouseId} not found`);
  return today;
}

/**
 * Each template's next due date (`templateId` narrows to one): the earliest, among its active
 * assets, of the open order's due date, else the date the scheduler will give the next order
 * (`pairsSql`). Templates without a pair (inactive, or no active asset of the model) are absent.
 */
export async function nextDueDates(
  db: Executor,
  warehouseId: string,
  templateId?: string,
): Promise<Map<string, Date>> {
  const narrow = templateId === undefined ? sql`true` : sql`t.id = ${templateId}`;
  const result = await db.execute<{ template_id: string; next_due: string | Date }>(sql`
    select p.template_id, min(coalesce(open.due_date, p.next_due)) as next_due
    from (${pairsSql(`{${warehouseId}}`, narrow)}) p
    left join lateral (
      select min(o.due_date) as due_date from work_orders o
      where o.pm_template_id = p.template_id and o.equipment_id = p.equipment_id
        and o.deleted_at is null and o.status in ${OPEN_STATUS_SQL}
    ) open on true
    group by p.template_id`);
  return new Map(result.rows.map((r) => [r.template_id, new Date(r.next_due)]));
}
