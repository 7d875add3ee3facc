import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pmTemplates } from '../../db/schema';

export async function findTemplate(db: Executor, warehouseId: string, id: string) {
  const [row] = await db
    .select()
    .from(pmTemplates)
    .where(
      and(eq(pmTemplates.id, id), eq(pmTemplates.warehouseId, warehouseId), isNull(pmTemplates.deletedAt)),
    );
  return row;
}
