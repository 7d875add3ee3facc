import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isAnyOf } from '../../db/sql/uuid-array';
import { partVendors, vendors } from '../../db/schema';

export type PartVendorValues = Omit<typeof partVendors.$inferInsert, 'partId' | 'createdAt' | 'updatedAt'>;

/** The part's vendors with their names, by name; a vendor since deleted is left out. */
export async function vendorsOfPart(db: Executor, partId: string) {
  return db
    .select({ row: partVendors, vendorName: vendors.name })
    .from(partVendors)
    .innerJoin(vendors, eq(vendors.id, partVendors.vendorId))
    .where(and(eq(partVendors.partId, partId), isNull(vendors.deletedAt)))
    .orderBy(asc(vendors.name), asc(vendors.id));
}

/** One vendor's quotes for these parts, in one read. */
export async function quotesOf(db: Executor, vendorId: string, partIds: readonly string[]) {
  if (partIds.length === 0) return [];
  return db
    .select()
    .from(partVendors)
    .where(and(eq(partVendors.vendorId, vendorId), isAnyOf(partVendors.partId, partIds)));
}

/** The part's vendor list becomes exactly these. */
export async function replacePartVendors(db: Executor, partId: string, rows: readonly PartVendorValues[]) {
  await db.delete(partVendors).where(eq(partVendors.partId, partId));
  if (rows.length > 0) await db.insert(partVendors).values(rows.map((row) => ({ ...row, partId })));
}
