import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { likePattern } from '../../db/sql/like-pattern';
import type { Executor } from '../../db/client';
import { equipment, parts, workOrders } from '../../db/schema';

// Each match uses the same expression as the table's trigram index.
export async function searchWorkOrders(db: Executor, warehouseId: string, q: string, limit: number) {
  return db
    .select({
      id: workOrders.id,
      foNumber: workOrders.foNumber,
      description: workOrders.description,
      status: workOrders.status,
    })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.warehouseId, warehouseId),
        isNull(workOrders.deletedAt),
        sql`(${workOrders.foNumber} || ' ' || ${workOrders.description} || ' ' || coalesce(${workOrders.assetModel}, '')) ilike ${likePattern(q)}`,
      ),
    )
    .orderBy(desc(workOrders.createdAt))
    .limit(limit);
}

export async function searchEquipment(db: Executor, warehouseId: string, q: string, limit: number) {
  return db
    .select({
      id: equipment.id,
      assetTag: equipment.assetTag,
      name: equipment.name,
      model: equipment.model,
      status: equipment.status,
    })
    .from(equipment)
    .where(
      and(
        eq(equipment.warehouseId, warehouseId),
        isNull(equipment.deletedAt),
        sql`(${equipment.assetTag} || ' ' || ${equipment.model} || ' ' || coalesce(${equipment.description}, '')) ilike ${likePattern(q)}`,
      ),
    )
    .orderBy(asc(equipment.assetTag))
    .limit(limit);
}

export async function searchParts(db: Executor, warehouseId: string, q: string, limit: number) {
  return db
    .select({ id: parts.id, partNumber: parts.partNumber, name: parts.name, stockLevel: parts.stockLevel })
    .from(parts)
    .where(
      and(
        eq(parts.warehouseId, warehouseId),
        isNull(parts.deletedAt),
        sql`(${parts.name} || ' ' || ${parts.partNumber} || ' ' || coalesce(${parts.description}, '')) ilike ${likePattern(q)}`,
      ),
    )
    .orderBy(asc(parts.partNumber))
    .limit(limit);
}
