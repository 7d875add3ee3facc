import { and, desc, eq, gte, isNull, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListDowntimeQuery } from '../../../shared/schemas/downtime';
import { fullName } from '../../db/sql/full-name';
import type { Executor } from '../../db/client';
import { inRangeOrder, rangeCondition, type ReplicaRange } from '../../db/sql/replica-range';
import { isAnyOf } from '../../db/sql/uuid-array';
import { downtime, downtimeReasons, equipment, users, workOrders } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';

export type DowntimeRow = typeof downtime.$inferSelect;
export type NewDowntimeRow = typeof downtime.$inferInsert;

const opener = alias(users, 'opener');
const closer = alias(users, 'closer');

/** A downtime record with the names its rows show, in one query. */
export interface DowntimeRecord {
  row: DowntimeRow;
  equipmentAssetTag: string;
  equipmentName: string;
  workOrderFoNumber: string | null;
  reasonLabel: string;
  openedByName: string | null;
  closedByName: string | null;
}

const recordColumns = {
  row: downtime,
  equipmentAssetTag: equipment.assetTag,
  equipmentName: equipment.name,
  workOrderFoNumber: workOrders.foNumber,
  reasonLabel: downtimeReasons.label,
  openedByName: fullName(opener),
  closedByName: fullName(closer),
};

function baseSelect(db: Executor) {
  return db
    .select(recordColumns)
    .from(downtime)
    .innerJoin(equipment, eq(equipment.id, downtime.equipmentId))
    .innerJoin(
      downtimeReasons,
      and(
        eq(downtimeReasons.organizationId, downtime.organizationId),
        eq(downtimeReasons.code, downtime.reasonCode),
      ),
    )
    .leftJoin(workOrders, eq(workOrders.id, downtime.workOrderId))
    .leftJoin(opener, eq(opener.id, downtime.openedBy))
    .leftJoin(closer, eq(closer.id, downtime.closedBy));
}

const live = (warehouseId: string) => and(eq(downtime.warehouseId, warehouseId), isNull(downtime.deletedAt));

/**
 * The list's query, with `stopsEquipmentId` resolved by the equipment module to the assets above
 * it (`stoppedFromIds`): their records that stop their children stop it.
 */
export type DowntimeFilter = ListDowntimeQuery & { stoppedFromIds?: readonly string[] };

function listFilter(warehouseId: string, query: DowntimeFilter): SQL | undefined {
  return and(
    live(warehouseId),
    query.equipmentId ? eq(downtime.equipmentId, query.equipmentId) : undefined,
    query.workOrderId ? eq(downtime.workOrderId, query.workOrderId) : undefined,
    query.open === true ? isNull(downtime.endedAt) : undefined,
    query.open === false ? isNotNull(downtime.endedAt) : undefined,
    query.stoppedFromIds
      ? and(eq(downtime.stopsChildren, true), isAnyOf(downtime.equipmentId, query.stoppedFromIds))
      : undefined,
    // Overlapping [from, to]: it started before `to` and had not ended by `from`.
    query.to ? lte(downtime.startedAt, query.to) : undefined,
    query.from ? or(isNull(downtime.endedAt), gte(downtime.endedAt, query.from)) : undefined,
  );
}

/** Open downtime and downtime that ended since `endedSince`, of a range (the device's copy, ADR 42). */
export async function downtimeInRange(
  db: Executor,
  warehouseId: string,
  range: ReplicaRange,
  endedSince: Date,
): Promise<DowntimeRecord[]> {
  const query = baseSelect(db)
    .where(
      and(
        live(warehouseId),
        or(isNull(downtime.endedAt), gte(downtime.endedAt, endedSince)),
        rangeCondition(downtime.id, range),
      ),
    )
    .$dynamic();
  return inRangeOrder(query, downtime.id, range);
}

/** Newest first (start, then id), keyset-paged. */
export function listDowntime(
  db: Executor,
  warehouseId: string,
  query: DowntimeFilter,
  cursor: KeysetCursor | undefined,
): Promise<DowntimeRecord[]> {
  return baseSelect(db)
    .where(
      and(
        listFilter(warehouseId, query),
        cursor
          ? sql`(${downtime.startedAt}, ${downtime.id}) < (${String(cursor.v)}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(downtime.startedAt), desc(downtime.id))
    .limit(query.limit + 1);
}

export async function countDowntime(db: Executor, warehouseId: string, query: DowntimeFilter) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(downtime)
    .where(listFilter(warehouseId, query));
  return row?.n ?? 0;
}

export async function findDowntimeRecord(
  db: Executor,
  warehouseId: string,
  id: string,
): Promise<DowntimeRecord | undefined> {
  const [found] = await baseSelect(db).where(and(live(warehouseId), eq(downtime.id, id)));
  return found;
}

/** Most downtime records one order's history shows (an order has one or two). */
const ORDER_DOWNTIME_LIMIT = 100;

/** The live records linked to a work order, newest first: its history's stops. */
export async function downtimeOfWorkOrders(
  db: Executor,
  warehouseId: string,
  workOrderIds: readonly string[],
): Promise<Map<string, DowntimeRecord[]>> {
  const rows = await baseSelect(db)
    .where(and(live(warehouseId), isAnyOf(downtime.workOrderId, workOrderIds)))
    .orderBy(desc(downtime.startedAt), desc(downtime.id));
  const byOrder = new Map<string, DowntimeRecord[]>();
  for (const row of rows) {
    const orderId = row.row.workOrderId ?? '';
    const stops = byOrder.get(orderId) ?? [];
    if (stops.length < ORDER_DOWNTIME_LIMIT) stops.push(row);
    byOrder.set(orderId, stops);
  }
  return byOrder;
}

/** The equipment's open record (at most one: a unique index), locked for the change at hand. */
export async function findOpenDowntime(db: Executor, equipmentId: string): Promise<DowntimeRow | undefined> {
  const [row] = await db
    .select()
    .from(downtime)
    .where(and(eq(downtime.equipmentId, equipmentId), isNull(downtime.endedAt), isNull(downtime.deletedAt)))
    .for('update');
  return row;
}

/** When the equipment's latest live record ended: a stop it comes back from cannot begin before. */
export async function latestDowntimeEnd(db: Executor, equipmentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ endedAt: sql<Date | null>`max(${downtime.endedAt})`.mapWith(downtime.endedAt) })
    .from(downtime)
    .where(and(eq(downtime.equipmentId, equipmentId), isNull(downtime.deletedAt)));
  return row?.endedAt ?? null;
}

/** Whether live equipment names this one its parent: its stops stop them too unless said otherwise. */
export async function hasLiveChildren(db: Executor, equipmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.parentId, equipmentId), isNull(equipment.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function insertDowntime(db: Executor, values: NewDowntimeRow): Promise<DowntimeRow> {
  const [row] = await db.insert(downtime).values(values).returning();
  if (!row) throw new Error('downtime insert returned nothing');
  return row;
}

/** A versioned update (If-Match); nothing back when the version moved on or the record is gone. */
export async function updateDowntimeRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<NewDowntimeRow>,
  expectedVersion?: number,
): Promise<DowntimeRow | undefined> {
  const [row] = await db
    .update(downtime)
    .set({ ...changes, version: sql`${downtime.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        live(warehouseId),
        eq(downtime.id, id),
        expectedVersion === undefined ? undefined : eq(downtime.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/** Whether another live record of the equipment overlaps [start, end) (end null: still open). */
export async function overlapsAnother(
  db: Executor,
  equipmentId: string,
  range: { start: Date; end: Date | null },
  exceptId?: string,
): Promise<boolean> {
  const end = range.end ? sql`${range.end.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`;
  const [row] = await db
    .select({ id: downtime.id })
    .from(downtime)
    .where(
      and(
        eq(downtime.equipmentId, equipmentId),
        isNull(downtime.deletedAt),
        exceptId ? sql`${downtime.id} <> ${exceptId}` : undefined,
        lt(downtime.startedAt, end),
        or(isNull(downtime.endedAt), sql`${downtime.endedAt} > ${range.start.toISOString()}::timestamptz`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
