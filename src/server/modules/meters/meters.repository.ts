import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListReadingsQuery } from '../../../shared/schemas/meters';
import type { Executor } from '../../db/client';
import { equipment, meterReadings, meters, users, warehouses } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';

export type MeterRow = typeof meters.$inferSelect;
export type NewMeterRow = typeof meters.$inferInsert;
export type ReadingRow = typeof meterReadings.$inferSelect;
export type NewReadingRow = typeof meterReadings.$inferInsert;

/** A reading with the name of who read it, as lists show it. */
export interface ReadingRecord {
  row: ReadingRow;
  readByName: string | null;
}

const nameKey = sql`lower(${meters.name})`;
const live = (warehouseId: string) => and(eq(meters.warehouseId, warehouseId), isNull(meters.deletedAt));

/** A live meter of the warehouse; `forUpdate` locks its row, which serializes its readings. */
export async function findMeter(
  db: Executor,
  warehouseId: string,
  id: string,
  forUpdate = false,
): Promise<MeterRow | undefined> {
  const query = db
    .select()
    .from(meters)
    .where(and(eq(meters.id, id), live(warehouseId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The live meter of an equipment with this name (case-insensitive), if any. */
export async function findMeterByName(db: Executor, equipmentId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: meters.id })
    .from(meters)
    .where(
      and(
        eq(meters.equipmentId, equipmentId),
        isNull(meters.deletedAt),
        sql`${nameKey} = lower(${name})`,
        exceptId ? sql`${meters.id} <> ${exceptId}` : undefined,
      ),
    );
  return row;
}

export async function listMeters(db: Executor, equipmentId: string, limit: number, cursor?: KeysetCursor) {
  return db
    .select()
    .from(meters)
    .where(
      and(
        eq(meters.equipmentId, equipmentId),
        isNull(meters.deletedAt),
        cursor
          ? or(gt(nameKey, String(cursor.v)), and(eq(nameKey, String(cursor.v)), gt(meters.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(asc(nameKey), asc(meters.id))
    .limit(limit + 1);
}

export async function countMeters(db: Executor, equipmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meters)
    .where(and(eq(meters.equipmentId, equipmentId), isNull(meters.deletedAt)));
  return row?.n ?? 0;
}

export async function insertMeter(db: Executor, values: NewMeterRow): Promise<MeterRow> {
  const [row] = await db.insert(meters).values(values).returning();
  if (!row) throw new Error('Meter insert returned nothing');
  return row;
}

/** An edit of the meter itself: its version moves (If-Match). */
export async function updateMeterRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<NewMeterRow>,
  expectedVersion: number | undefined,
): Promise<MeterRow | undefined> {
  const [row] = await db
    .update(meters)
    .set({ ...changes, version: sql`${meters.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(meters.id, id),
        live(warehouseId),
        expectedVersion === undefined ? undefined : eq(meters.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/**
 * What a reading leaves on the meter (its latest reading, total, excursion). Not an edit of the
 * meter: the version stays, so someone editing its limits is not refused because it was read.
 */
export async function setMeterState(
  db: Executor,
  id: string,
  state: Pick<
    Partial<NewMeterRow>,
    'lastValue' | 'lastReadAt' | 'total' | 'excursionSince' | 'excursionWorkOrderId'
  >,
): Promise<MeterRow> {
  const [row] = await db.update(meters).set(state).where(eq(meters.id, id)).returning();
  if (!row) throw new Error('Meter state update found no meter');
  return row;
}

/** The plant's time zone, in which a refusal names the day of a reading. */
export async function warehouseTimeZone(db: Executor, warehouseId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: warehouses.timezone })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId));
  return row?.timeZone ?? 'UTC';
}

const readingRecord = {
  row: meterReadings,
  readByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

function readingsFilter(meterId: string, query: Pick<ListReadingsQuery, 'from' | 'to'>): SQL | undefined {
  return and(
    eq(meterReadings.meterId, meterId),
    query.from ? gte(meterReadings.readAt, new Date(query.from)) : undefined,
    query.to ? lte(meterReadings.readAt, new Date(query.to)) : undefined,
  );
}

/** A meter's readings, newest first, a page from the cursor. */
export async function listReadings(
  db: Executor,
  meterId: string,
  query: ListReadingsQuery,
  cursor?: KeysetCursor,
): Promise<ReadingRecord[]> {
  const after = cursor
    ? or(
        lt(meterReadings.readAt, new Date(String(cursor.v))),
        and(eq(meterReadings.readAt, new Date(String(cursor.v))), lt(meterReadings.id, cursor.id)),
      )
    : undefined;
  return db
    .select(readingRecord)
    .from(meterReadings)
    .leftJoin(users, eq(users.id, meterReadings.readBy))
    .where(and(readingsFilter(meterId, query), after))
    .orderBy(desc(meterReadings.readAt), desc(meterReadings.id))
    .limit(query.limit + 1);
}

export async function countReadings(db: Executor, meterId: string, query: ListReadingsQuery) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meterReadings)
    .where(readingsFilter(meterId, query));
  return row?.n ?? 0;
}

export async function findReadingRecord(db: Executor, id: string): Promise<ReadingRecord | undefined> {
  const [row] = await db
    .select(readingRecord)
    .from(meterReadings)
    .leftJoin(users, eq(users.id, meterReadings.readBy))
    .where(eq(meterReadings.id, id));
  return row;
}

/**
 * The readings either side of a time: the latest at or before it (one read at the same moment
 * came first) and the first after it. Two probes of the (meter, read_at) index.
 */
export async function readingNeighbours(db: Executor, meterId: string, readAt: Date) {
  const [previous] = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), lte(meterReadings.readAt, readAt)))
    .orderBy(desc(meterReadings.readAt), desc(meterReadings.createdAt))
    .limit(1);
  const [next] = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), gt(meterReadings.readAt, readAt)))
    .orderBy(asc(meterReadings.readAt), asc(meterReadings.createdAt))
    .limit(1);
  return { previous, next };
}

/** The readings after a time, oldest first: those whose totals a late reading changes. */
export async function readingsAfter(db: Executor, meterId: string, readAt: Date): Promise<ReadingRow[]> {
  return db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), gt(meterReadings.readAt, readAt)))
    .orderBy(asc(meterReadings.readAt), asc(meterReadings.createdAt));
}

export async function insertReading(db: Executor, values: NewReadingRow): Promise<ReadingRow> {
  const [row] = await db.insert(meterReadings).values(values).returning();
  if (!row) throw new Error('Reading insert returned nothing');
  return row;
}

/** New totals of some readings, in one statement. */
export async function setReadingTotals(db: Executor, totals: readonly { id: string; total: number }[]) {
  if (totals.length === 0) return;
  await db.execute(sql`
    update meter_readings r set total = v.total
    from unnest(${`{${totals.map((t) => t.id).join(',')}}`}::uuid[], ${`{${totals.map((t) => t.total).join(',')}}`}::float8[]) as v(id, total)
    where r.id = v.id`);
}

/** A meter's readings from a time on, oldest first: one range of the (meter, read_at) index. */
export async function readingsSince(db: Executor, meterId: string, since: Date) {
  return db
    .select({ readAt: meterReadings.readAt, total: meterReadings.total, reset: meterReadings.reset })
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), gte(meterReadings.readAt, since)))
    .orderBy(asc(meterReadings.readAt));
}

/**
 * The live equipment of the warehouse with these asset tags (case-insensitive), each with its
 * live meters (`meter` null for an equipment without one): what a CSV file of readings names.
 */
export async function metersOfAssetTags(db: Executor, warehouseId: string, tags: readonly string[]) {
  if (tags.length === 0) return [];
  return db
    .select({ assetTag: equipment.assetTag, meter: meters })
    .from(equipment)
    .leftJoin(meters, and(eq(meters.equipmentId, equipment.id), isNull(meters.deletedAt)))
    .where(
      and(
        eq(equipment.warehouseId, warehouseId),
        isNull(equipment.deletedAt),
        inArray(
          sql`lower(${equipment.assetTag})`,
          tags.map((t) => t.toLowerCase()),
        ),
      ),
    );
}

/**
 * A meter's readings from the last one before `since` on, oldest first: the neighbours a batch of
 * readings dated from `since` on is held to.
 */
export async function readingsFromBefore(db: Executor, meterId: string, since: Date): Promise<ReadingRow[]> {
  return db
    .select()
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.meterId, meterId),
        gte(
          meterReadings.readAt,
          sql`coalesce((select max(${meterReadings.readAt}) from ${meterReadings} where ${meterReadings.meterId} = ${meterId} and ${meterReadings.readAt} < ${since}), ${since})`,
        ),
      ),
    )
    .orderBy(asc(meterReadings.readAt), asc(meterReadings.createdAt));
}
