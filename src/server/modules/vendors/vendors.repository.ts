import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vendors } from '../../db/schema';

export async function findVendor(db: Executor, warehouseId: string, id: string) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, id), eq(vendors.warehouseId, warehouseId), isNull(vendors.deletedAt)));
  return row;
}
