import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isAnyOf } from '../../db/sql/uuid-array';
import { INT4_MAX } from '../../../shared/schemas/common';
import { fullName } from '../../db/sql/full-name';
import type { Executor } from '../../db/client';
import {
  checklistItems,
  laborEntries,
  meterReadings,
  meters,
  parts,
  partsUsage,
  users,
  workOrders,
} from '../../db/schema';
import { alias } from 'drizzle-orm/pg-core';

const followUps = alias(workOrders, 'follow_up');

export type ChecklistRow = typeof checklistItems.$inferSelect;
export type LaborRow = typeof laborEntries.$inferSelect;
export type PartsUsageRow = typeof partsUsage.$inferSelect;

export const listChecklist = (db: Executor, workOrderId: string) => listChecklistOf(db, [workOrderId]);

/** A step with who completed it, the follow-up it raised, and for a "read meter" step its meter and reading. */
const checklistRecord = (db: Executor) =>
  db
    .select({
      row: checklistItems,
      completedByName: fullName(users),
      meter: { id: meters.id, name: meters.name, unit: meters.unit },
      reading: { id: meterReadings.id, value: meterReadings.value, readAt: meterReadings.readAt },
      followUpFoNumber: followUps.foNumber,
    })
    .from(checklistItems)
    .leftJoin(users, eq(users.id, checklistItems.completedBy))
    .leftJoin(meters, and(eq(meters.id, checklistItems.meterId), isNull(meters.deletedAt)))
    .leftJoin(meterReadings, eq(meterReadings.id, checklistItems.meterReadingId))
    .leftJoin(followUps, eq(followUps.id, checklistItems.followUpWorkOrderId));

export type ChecklistRecord = NonNullable<Awaited<ReturnType<typeof findChecklistItem>>>;

/** The steps of several orders at once, each order's in its own order (the device's copy). */
export async function listChecklistOf(db: Executor, workOrderIds: readonly string[]) {
  return checklistRecord(db)
    .where(isAnyOf(checklistItems.workOrderId, workOrderIds))
    .orderBy(asc(checklistItems.position), asc(checklistItems.createdAt));
}

export async function findChecklistItem(db: Executor, warehouseId: string, id: string) {
  const [row] = await checklistRecord(db).where(
    and(eq(checklistItems.id, id), eq(checklistItems.warehouseId, warehouseId)),
  );
  return row;
}

/** An order's step by its procedure step id (kept across versions). */
export async function findOrderStep(db: Executor, workOrderId: string, stepId: string) {
  const [row] = await checklistRecord(db).where(
    and(eq(checklistItems.workOrderId, workOrderId), eq(checklistItems.stepId, stepId)),
  );
  return row;
}

export async function insertChecklistItem(
  db: Executor,
  values: Omit<typeof checklistItems.$inferInsert, 'position'> & { position?: number },
): Promise<ChecklistRow> {
  // After a step at the last position the integer can hold, new steps share it and keep their
  // order by creation time, instead of the next position overflowing.
  const position =
    values.position ??
    (
      await db
        .select({
          next: sql<number>`least(coalesce(max(${checklistItems.position})::bigint + 1, 0), ${INT4_MAX})::int`,
        })
        .from(checklistItems)
        .where(eq(checklistItems.workOrderId, values.workOrderId))
    )[0]?.next ??
    0;
  const [row] = await db
    .insert(checklistItems)
    .values({ ...values, position })
    .returning();
  if (!row) throw new Error('Checklist insert returned nothing');
  return row;
}

export async function updateChecklistRow(
  db: Executor,
  id: string,
  changes: Partial<typeof checklistItems.$inferInsert>,
  expectedVersion: number | undefined,
) {
  const [row] = await db
    .update(checklistItems)
    .set({ ...changes, version: sql`${checklistItems.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(checklistItems.id, id),
        expectedVersion === undefined ? undefined : eq(checklistItems.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

export async function deleteChecklistRow(db: Executor, id: string): Promise<void> {
  await db.delete(checklistItems).where(eq(checklistItems.id, id));
}

const usageColumns = {
  row: partsUsage,
  partNumber: parts.partNumber,
  partName: parts.name,
  usedByName: fullName(users),
};

export const listPartsUsage = (db: Executor, workOrderId: string) => listPartsUsageOf(db, [workOrderId]);

export async function listPartsUsageOf(db: Executor, workOrderIds: readonly string[]) {
  return db
    .select(usageColumns)
    .from(partsUsage)
    .innerJoin(parts, eq(parts.id, partsUsage.partId))
    .leftJoin(users, eq(users.id, partsUsage.usedBy))
    .where(isAnyOf(partsUsage.workOrderId, workOrderIds))
    .orderBy(asc(partsUsage.createdAt));
}

export async function findPartsUsage(db: Executor, warehouseId: string, id: string) {
  const [row] = await db
    .select(usageColumns)
    .from(partsUsage)
    .innerJoin(parts, eq(parts.id, partsUsage.partId))
    .leftJoin(users, eq(users.id, partsUsage.usedBy))
    .where(and(eq(partsUsage.id, id), eq(partsUsage.warehouseId, warehouseId)));
  return row;
}

export async function insertPartsUsage(
  db: Executor,
  values: typeof partsUsage.$inferInsert,
): Promise<PartsUsageRow> {
  const [row] = await db.insert(partsUsage).values(values).returning();
  if (!row) throw new Error('Parts usage insert returned nothing');
  return row;
}

export async function deletePartsUsageRow(db: Executor, id: string): Promise<void> {
  await db.delete(partsUsage).where(eq(partsUsage.id, id));
}

const laborColumns = { row: laborEntries, userName: fullName(users) };

export const listLabor = (db: Executor, workOrderId: string) => listLaborOf(db, [workOrderId]);

export async function listLaborOf(db: Executor, workOrderIds: readonly string[]) {
  return db
    .select(laborColumns)
    .from(laborEntries)
    .innerJoin(users, eq(users.id, laborEntries.userId))
    .where(isAnyOf(laborEntries.workOrderId, workOrderIds))
    .orderBy(asc(laborEntries.startedAt));
}

export async function findLabor(db: Executor, warehouseId: string, id: string) {
  const [row] = await db
    .select(laborColumns)
    .from(laborEntries)
    .innerJoin(users, eq(users.id, laborEntries.userId))
    .where(and(eq(laborEntries.id, id), eq(laborEntries.warehouseId, warehouseId)));
  return row;
}

export async function findRunningTimer(db: Executor, workOrderId: string, userId: string) {
  const [row] = await db
    .select()
    .from(laborEntries)
    .where(
      and(
        eq(laborEntries.workOrderId, workOrderId),
        eq(laborEntries.userId, userId),
        isNull(laborEntries.endedAt),
      ),
    );
  return row;
}

export async function insertLabor(db: Executor, values: typeof laborEntries.$inferInsert): Promise<LaborRow> {
  const [row] = await db.insert(laborEntries).values(values).returning();
  if (!row) throw new Error('Labour insert returned nothing');
  return row;
}

/** Stops a running timer; undefined when it was already stopped (a double tap, a replay). */
export async function stopLaborRow(db: Executor, id: string, endedAt: Date, minutes: number) {
  const [row] = await db
    .update(laborEntries)
    .set({ endedAt, minutes, version: sql`${laborEntries.version} + 1`, updatedAt: new Date() })
    .where(and(eq(laborEntries.id, id), isNull(laborEntries.endedAt)))
    .returning();
  return row;
}

export async function deleteLaborRow(db: Executor, id: string): Promise<void> {
  await db.delete(laborEntries).where(eq(laborEntries.id, id));
}
