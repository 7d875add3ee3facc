import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inRangeOrder, rangeCondition, type ReplicaRange } from '../../db/sql/replica-range';
import { pmTemplates } from '../../db/schema';

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

/** The warehouse's live templates of a range, for the device's copy (ADR 42). */
export async function templatesInRange(db: Executor, warehouseId: string, range: ReplicaRange) {
  const query = db
    .select({ row: pmTemplates, matchingEquipment })
    .from(pmTemplates)
    .where(
      and(
        eq(pmTemplates.warehouseId, warehouseId),
        isNull(pmTemplates.deletedAt),
        rangeCondition(pmTemplates.id, range),
      ),
    )
    .$dynamic();
  return inRangeOrder(query, pmTemplates.id, range);
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
