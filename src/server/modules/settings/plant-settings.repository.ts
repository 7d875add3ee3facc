import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { warehouses } from '../../db/schema';

export type WarehouseRow = typeof warehouses.$inferSelect;

export async function findWarehouse(db: Executor, id: string): Promise<WarehouseRow | undefined> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
  return row;
}

/** A versioned update of a warehouse's settings; nothing back when If-Match named an older version. */
export async function updateWarehouseSettings(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      WarehouseRow,
      'laborRate' | 'currency' | 'monthlyBudget' | 'closeOutCodesRequired' | 'approvalLimits'
    >
  >,
  expectedVersion?: number,
): Promise<WarehouseRow | undefined> {
  const [row] = await db
    .update(warehouses)
    .set({ ...changes, version: sql`${warehouses.version} + 1`, updatedAt: new Date() })
    .where(
      expectedVersion === undefined
        ? eq(warehouses.id, id)
        : sql`${warehouses.id} = ${id} and ${warehouses.version} = ${expectedVersion}`,
    )
    .returning();
  return row;
}
