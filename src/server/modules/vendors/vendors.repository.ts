import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/sql/like-pattern';
import type { Executor } from '../../db/client';
import { inRangeOrder, rangeCondition, type ReplicaRange } from '../../db/sql/replica-range';
import { vendors } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { ListVendorsQuery } from '../../../shared/schemas/vendors';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

export type VendorRow = typeof vendors.$inferSelect;

const nameKey = sql`lower(${vendors.name})`;

// Written out in full: drizzle prints a column of a single-table select unqualified, and inside
// these subqueries an unqualified "id" would mean the subquery table's own id.
const vendorId = sql.raw('"vendors"."id"');

/** What refers to a vendor: its live parts and its open work orders. */
const references = {
  partsCount: sql<number>`(select count(*)::int from parts p where p.vendor_id = ${vendorId} and p.deleted_at is null)`,
  openWorkOrdersCount: sql<number>`(select count(*)::int from work_orders w where w.vendor_id = ${vendorId} and w.deleted_at is null and w.status in ${OPEN_STATUS_SQL})`,
};

export type VendorRecord = { row: VendorRow; partsCount: number; openWorkOrdersCount: number };

function listFilter(warehouseId: string, query: ListVendorsQuery): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : undefined;
  return and(
    eq(vendors.warehouseId, warehouseId),
    isNull(vendors.deletedAt),
    query.type ? eq(vendors.type, query.type) : undefined,
    pattern
      ? sql`(${vendors.name} ilike ${pattern} or ${vendors.contactPerson} ilike ${pattern} or ${vendors.email} ilike ${pattern})`
      : undefined,
  );
}

export async function listVendors(
  db: Executor,
  warehouseId: string,
  query: ListVendorsQuery,
  cursor?: KeysetCursor,
) {
  return db
    .select({ row: vendors, ...references })
    .from(vendors)
    .where(
      and(
        listFilter(warehouseId, query),
        cursor
          ? or(gt(nameKey, String(cursor.v)), and(eq(nameKey, String(cursor.v)), gt(vendors.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(asc(nameKey), asc(vendors.id))
    .limit(query.limit + 1);
}

export async function countVendors(
  db: Executor,
  warehouseId: string,
  query: ListVendorsQuery,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendors)
    .where(listFilter(warehouseId, query));
  return row?.n ?? 0;
}

/** The warehouse's live vendors of a range, for the device's copy (ADR 42). */
export async function vendorsInRange(db: Executor, warehouseId: string, range: ReplicaRange) {
  const query = db
    .select({ row: vendors, ...references })
    .from(vendors)
    .where(
      and(eq(vendors.warehouseId, warehouseId), isNull(vendors.deletedAt), rangeCondition(vendors.id, range)),
    )
    .$dynamic();
  return inRangeOrder(query, vendors.id, range);
}

export async function findVendorRecord(
  db: Executor,
  warehouseId: string,
  id: string,
): Promise<VendorRecord | undefined> {
  const [row] = await db
    .select({ row: vendors, ...references })
    .from(vendors)
    .where(and(eq(vendors.id, id), eq(vendors.warehouseId, warehouseId), isNull(vendors.deletedAt)));
  return row;
}

export async function findVendor(db: Executor, warehouseId: string, id: string) {
  return (await findVendorRecord(db, warehouseId, id))?.row;
}

export async function insertVendor(db: Executor, values: typeof vendors.$inferInsert): Promise<VendorRow> {
  const [row] = await db.insert(vendors).values(values).returning();
  if (!row) throw new Error('Vendor insert returned nothing');
  return row;
}

export async function updateVendorRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<typeof vendors.$inferInsert>,
  expectedVersion: number | undefined,
): Promise<VendorRow | undefined> {
  const [row] = await db
    .update(vendors)
    .set({ ...changes, version: sql`${vendors.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(vendors.id, id),
        eq(vendors.warehouseId, warehouseId),
        isNull(vendors.deletedAt),
        expectedVersion === undefined ? undefined : eq(vendors.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}
