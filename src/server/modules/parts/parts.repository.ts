import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/sql/like-pattern';
import type { Executor } from '../../db/client';
import { inRangeOrder, rangeCondition, type ReplicaRange } from '../../db/sql/replica-range';
import { isAnyOf, uuidArray } from '../../db/sql/uuid-array';
import { parts, stockMovements, users, workOrders } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { ListPartsQuery } from '../../../shared/schemas/parts';
import type { StockMovementKind } from '../../../shared/domain';
import { INT4_MAX } from '../../../shared/schemas/common';

export type PartRow = typeof parts.$inferSelect;

/** The expression the trigram index covers. */
const searchText = sql`(${parts.name} || ' ' || ${parts.partNumber} || ' ' || coalesce(${parts.description}, ''))`;
const numberKey = sql`lower(${parts.partNumber})`;

function listFilter(warehouseId: string, query: ListPartsQuery): SQL | undefined {
  return and(
    eq(parts.warehouseId, warehouseId),
    isNull(parts.deletedAt),
    query.q ? sql`${searchText} ilike ${likePattern(query.q)}` : undefined,
    query.category ? eq(parts.category, query.category) : undefined,
    query.lowStock ? sql`${parts.stockLevel} <= ${parts.reorderPoint}` : undefined,
    query.vendorId ? eq(parts.vendorId, query.vendorId) : undefined,
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

/** The warehouse's live parts of a range, for the device's copy (ADR 42). */
export async function partsInRange(db: Executor, warehouseId: string, range: ReplicaRange) {
  const query = db
    .select()
    .from(parts)
    .where(and(eq(parts.warehouseId, warehouseId), isNull(parts.deletedAt), rangeCondition(parts.id, range)))
    .$dynamic();
  return inRangeOrder(query, parts.id, range);
}

/** Parts of the warehouse (not deleted) among `ids`, in one read. */
export async function findParts(
  db: Executor,
  warehouseId: string,
  ids: readonly string[],
): Promise<PartRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(parts)
    .where(and(isAnyOf(parts.id, ids), eq(parts.warehouseId, warehouseId), isNull(parts.deletedAt)));
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
  /** Stock before the change (the row was locked while reading it). */
  before: number;
  /** The unit cost before the change, "12.50". */
  costBefore: string;
  /** The part sat above its reorder point before this change and at or below it after. */
  crossedReorderPoint: boolean;
}

/**
 * Changes the stock in one statement, never below zero nor past what `integer` holds: the row
 * is locked, the condition re-checked, so concurrent movements can neither overdraw nor lose
 * an update. `add` adds a
 * signed quantity; `set` records a counted level. The low-stock flag is raised on the
 * crossing and lowered once stock is above the reorder point again.
 */
/**
 * What a priced movement does to the part's moving average cost (issue 27 §4, ADR 59): a
 * delivery averages its price in; its reversal takes it out again, or restores the cost from
 * before the delivery when the part still has the cost that delivery left (or no stock).
 */
export type CostChange =
  | { kind: 'average-in'; unitCost: string }
  | { kind: 'take-out'; unitCost: string; costBefore: string; costAfter: string };

/** The new unit cost, in the locked row's terms (`old` is the row before, `next` the new stock). */
function newUnitCost(change: CostChange, quantity: number, next: SQL): SQL {
  if (change.kind === 'average-in') {
    return sql`round((old.stock_level * old.unit_cost + ${quantity}::numeric * ${change.unitCost}::numeric) / (${next}), 2)`;
  }
  return sql`case
    when (${next}) = 0 or old.unit_cost = ${change.costAfter}::numeric then ${change.costBefore}::numeric
    else greatest(0, round((old.stock_level * old.unit_cost - ${quantity}::numeric * ${change.unitCost}::numeric) / (${next}), 2))
  end`;
}

export async function changeStock(
  db: Executor,
  warehouseId: string,
  id: string,
  change: { mode: 'add' | 'set'; value: number },
  cost?: CostChange,
): Promise<StockChange | undefined> {
  // Computed as bigint so that a movement past what `integer` holds is refused, not an overflow.
  const next =
    change.mode === 'add' ? sql`old.stock_level::bigint + ${change.value}` : sql`${change.value}::bigint`;
  const unitCost = cost ? newUnitCost(cost, Math.abs(change.value), next) : sql`p.unit_cost`;
  const result = await db.execute<{ was_notified: boolean; before: number; cost_before: string }>(sql`
    update parts p set
      stock_level = ${next},
      unit_cost = ${unitCost},
      low_stock_notified = (${next}) <= p.reorder_point,
      version = p.version + 1,
      updated_at = now()
    from (select id, stock_level, unit_cost, low_stock_notified from parts where id = ${id} for update) old
    where p.id = old.id and p.warehouse_id = ${warehouseId} and p.deleted_at is null
      and (${next}) between 0 and ${INT4_MAX}
    returning old.low_stock_notified as was_notified, old.stock_level as before, old.unit_cost as cost_before`);
  const changed = result.rows[0];
  if (!changed) return undefined;
  const part = await findPart(db, warehouseId, id);
  if (!part) return undefined;
  return {
    part,
    before: changed.before,
    costBefore: changed.cost_before,
    crossedReorderPoint: part.stockLevel <= part.reorderPoint && !changed.was_notified,
  };
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
    occurredAt?: Date | null;
    unitCost?: string | null;
    receiptId?: string | null;
  },
): Promise<void> {
  await db.insert(stockMovements).values(values);
}

export async function findPartByNumber(db: Executor, warehouseId: string, partNumber: string) {
  const [row] = await db
    .select({ id: parts.id })
    .from(parts)
    .where(
      and(
        eq(parts.warehouseId, warehouseId),
        isNull(parts.deletedAt),
        eq(numberKey, partNumber.toLowerCase()),
      ),
    );
  return row;
}

export async function insertPart(db: Executor, values: typeof parts.$inferInsert): Promise<PartRow> {
  const [row] = await db.insert(parts).values(values).returning();
  if (!row) throw new Error('Part insert returned nothing');
  return row;
}

/** Applies changes at the expected version (any when undefined); undefined when stale or gone. */
export async function updatePartRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<typeof parts.$inferInsert>,
  expectedVersion: number | undefined,
): Promise<PartRow | undefined> {
  const [row] = await db
    .update(parts)
    .set({ ...changes, version: sql`${parts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(parts.id, id),
        eq(parts.warehouseId, warehouseId),
        isNull(parts.deletedAt),
        expectedVersion === undefined ? undefined : eq(parts.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/** The inventory tiles in one pass over the warehouse's live parts. */
export async function partsSummary(db: Executor, warehouseId: string) {
  const result = await db.execute<{
    total: number;
    low: number;
    out: number;
    value: string;
    categories: string[] | null;
  }>(sql`
    select count(*)::int as total,
      count(*) filter (where stock_level <= reorder_point)::int as low,
      count(*) filter (where stock_level <= 0)::int as out,
      -- Unbounded numeric: a warehouse's value may pass what numeric(14, 2) holds.
      round(coalesce(sum(stock_level * unit_cost), 0), 2)::text as value,
      array_agg(distinct category order by category) as categories
    from parts where warehouse_id = ${warehouseId} and deleted_at is null`);
  const row = result.rows[0];
  return {
    total: row?.total ?? 0,
    low: row?.low ?? 0,
    out: row?.out ?? 0,
    value: row?.value ?? '0.00',
    categories: row?.categories ?? [],
  };
}

export async function countMovements(db: Executor, partId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.partId, partId));
  return row?.total ?? 0;
}

const movementColumns = {
  row: stockMovements,
  workOrderFoNumber: workOrders.foNumber,
  userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  sortKey: sql<string>`${stockMovements.createdAt}::text`,
};

/**
 * The newest `perPart` ledger lines of each of several parts, newest first (the device's copy
 * shows a part's first page of history offline): the ids by a window over the part index, then
 * the lines with their names.
 */
export async function latestMovementsOf(db: Executor, partIds: readonly string[], perPart: number) {
  if (partIds.length === 0) return [];
  const latest = await db.execute<{ id: string }>(sql`
    select id from (
      select id, row_number() over (partition by part_id order by created_at desc, id desc) as n
      from stock_movements where part_id = any(${uuidArray(partIds)})
    ) ranked where n <= ${perPart}`);
  const ids = latest.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db
    .select(movementColumns)
    .from(stockMovements)
    .leftJoin(workOrders, eq(workOrders.id, stockMovements.workOrderId))
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .where(isAnyOf(stockMovements.id, ids))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id));
}

export async function listMovements(db: Executor, partId: string, limit: number, cursor?: KeysetCursor) {
  return db
    .select(movementColumns)
    .from(stockMovements)
    .leftJoin(workOrders, eq(workOrders.id, stockMovements.workOrderId))
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .where(
      and(
        eq(stockMovements.partId, partId),
        cursor
          ? sql`(${stockMovements.createdAt}, ${stockMovements.id}) < (${String(cursor.v)}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit + 1);
}
