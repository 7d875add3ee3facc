import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { parts, stockMovements } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { ListPartsQuery } from '../../../shared/schemas/parts';
import type { StockMovementKind } from '../../../shared/domain';

export type PartRow = typeof parts.$inferSelect;

/** The expression the trigram index covers. */
const searchText = sql`(${parts.name} || ' ' || ${parts.partNumber} || ' ' || coalesce(${parts.description}, ''))`;
const numberKey = sql`lower(${parts.partNumber})`;

const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;

function listFilter(warehouseId: string, query: ListPartsQuery): SQL | undefined {
  return and(
    eq(parts.warehouseId, warehouseId),
    isNull(parts.deletedAt),
    query.q ? sql`${searchText} ilike ${likePattern(query.q)}` : undefined,
    query.category ? eq(parts.category, query.category) : undefined,
    query.lowStock ? sql`${parts.stockLevel} <= ${parts.reorderPoint}` : undefined,
  );
}

export async function listParts(
  db: Executor,
  warehouseId: string,
  query: ListPartsQuery,
  cursor?: KeysetCursor,
) {
  return db
    .select()
    .from(parts)
    .where(
      and(
        listFilter(warehouseId, query),
        cursor
          ? or(gt(numberKey, String(cursor.v)), and(eq(numberKey, String(cursor.v)), gt(parts.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(asc(numberKey), asc(parts.id))
    .limit(query.limit + 1);
}

export async function countParts(db: Executor, warehouseId: string, query: ListPartsQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parts)
    .where(listFilter(warehouseId, query));
  return row?.n ?? 0;
}

export async function findPart(db: Executor, warehouseId: string, id: string): Promise<PartRow | undefined> {
  const [row] = await db
    .select()
    .from(parts)
    .where(and(eq(parts.id, id), eq(parts.warehouseId, warehouseId), isNull(parts.deletedAt)));
  return row;
}

export interface StockChange {
  part: PartRow;
  /** The part sat above its reorder point before this change and at or below it after. */
  crossedReorderPoint: boolean;
}

/**
 * Adds `delta` to the stock in one statement, never below zero: the row is locked, the
 * condition re-checked, so concurrent takers of the last units cannot overdraw. The
 * low-stock flag is raised on the crossing and lowered once stock is above the point again.
 */
export async function changeStock(
  db: Executor,
  warehouseId: string,
  id: string,
  delta: number,
): Promise<StockChange | undefined> {
  const result = await db.execute<{ id: string; was_notified: boolean }>(sql`
    update parts p set
      stock_level = p.stock_level + ${delta},
      low_stock_notified = (p.stock_level + ${delta}) <= p.reorder_point,
      version = p.version + 1,
      updated_at = now()
    from (select id, low_stock_notified as was_notified from parts where id = ${id} for update) old
    where p.id = old.id and p.warehouse_id = ${warehouseId} and p.deleted_at is null and p.stock_level + ${delta} >= 0
    returning p.id, old.was_notified`);
  const changed = result.rows[0];
  if (!changed) return undefined;
  const part = await findPart(db, warehouseId, id);
  if (!part) return undefined;
  return { part, crossedReorderPoint: part.stockLevel <= part.reorderPoint && !changed.was_notified };
}

export async function insertStockMovement(
  db: Executor,
  values: {
    organizationId: string;
    warehouseId: string;
    partId: string;
    kind: StockMovementKind;
    quantityDelta: number;
    stockAfter: number;
    reason?: string | null;
    workOrderId?: string | null;
    userId: string;
  },
): Promise<void> {
  await db.insert(stockMovements).values(values);
}
