import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { likePattern } from '../../db/sql/like-pattern';
import {
  parts,
  purchaseOrderLines,
  purchaseOrderReceiptLines,
  purchaseOrderReceipts,
  purchaseOrders,
  purchaseOrderSequences,
  users,
  vendors,
} from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { ListPurchaseOrdersQuery } from '../../../shared/schemas/purchasing';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type LineRow = typeof purchaseOrderLines.$inferSelect;
export type ReceiptRow = typeof purchaseOrderReceipts.$inferSelect;
export type ReceiptLineRow = typeof purchaseOrderReceiptLines.$inferSelect;

/** The year's next PO sequence of the warehouse; the row's lock orders concurrent drafts. */
export async function nextSequence(db: Executor, warehouseId: string, year: number): Promise<number> {
  const [row] = await db
    .insert(purchaseOrderSequences)
    .values({ warehouseId, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [purchaseOrderSequences.warehouseId, purchaseOrderSequences.year],
      set: { lastSequence: sql`${purchaseOrderSequences.lastSequence} + 1` },
    })
    .returning({ sequence: purchaseOrderSequences.lastSequence });
  if (!row) throw new Error('PO sequence upsert returned nothing');
  return row.sequence;
}

export async function insertOrder(db: Executor, values: typeof purchaseOrders.$inferInsert) {
  const [row] = await db.insert(purchaseOrders).values(values).returning();
  if (!row) throw new Error('Purchase order insert returned nothing');
  return row;
}

/** An order of the warehouse, not deleted; `lock` holds its row until the transaction ends. */
export async function findOrder(
  db: Executor,
  warehouseId: string,
  id: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.id, id),
        eq(purchaseOrders.warehouseId, warehouseId),
        isNull(purchaseOrders.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Applies changes to an order the caller has locked (and checked the version of). */
export async function updateOrderRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<typeof purchaseOrders.$inferInsert>,
): Promise<void> {
  await db
    .update(purchaseOrders)
    .set({ ...changes, version: sql`${purchaseOrders.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.warehouseId, warehouseId)));
}

export type LineValues = Omit<typeof purchaseOrderLines.$inferInsert, 'id' | 'purchaseOrderId' | 'position'>;

/** The order's lines become these, in this order. */
export async function replaceLines(db: Executor, orderId: string, lines: readonly LineValues[]) {
  await db.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, orderId));
  if (lines.length === 0) return;
  await db
    .insert(purchaseOrderLines)
    .values(lines.map((line, index) => ({ ...line, purchaseOrderId: orderId, position: index + 1 })));
}

export interface LineRecord {
  row: LineRow;
  partNumber: string;
  partName: string;
}

export async function linesOf(db: Executor, orderId: string, lock = false): Promise<LineRecord[]> {
  const query = db
    .select({ row: purchaseOrderLines, partNumber: parts.partNumber, partName: parts.name })
    .from(purchaseOrderLines)
    .innerJoin(parts, eq(parts.id, purchaseOrderLines.partId))
    .where(eq(purchaseOrderLines.purchaseOrderId, orderId))
    .orderBy(asc(purchaseOrderLines.position));
  return lock ? query.for('update', { of: purchaseOrderLines }) : query;
}

export async function addReceived(db: Executor, lineId: string, quantity: number) {
  await db
    .update(purchaseOrderLines)
    .set({ receivedQuantity: sql`${purchaseOrderLines.receivedQuantity} + ${quantity}` })
    .where(eq(purchaseOrderLines.id, lineId));
}

export async function insertReceipt(db: Executor, values: typeof purchaseOrderReceipts.$inferInsert) {
  const [row] = await db.insert(purchaseOrderReceipts).values(values).returning();
  if (!row) throw new Error('Receipt insert returned nothing');
  return row;
}

export async function insertReceiptLine(db: Executor, values: typeof purchaseOrderReceiptLines.$inferInsert) {
  await db.insert(purchaseOrderReceiptLines).values(values);
}

export async function findReceipt(db: Executor, orderId: string, receiptId: string, lock = false) {
  const query = db
    .select()
    .from(purchaseOrderReceipts)
    .where(and(eq(purchaseOrderReceipts.id, receiptId), eq(purchaseOrderReceipts.purchaseOrderId, orderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markReversed(db: Executor, receiptId: string, by: string, at: Date) {
  await db
    .update(purchaseOrderReceipts)
    .set({ reversedBy: by, reversedAt: at })
    .where(eq(purchaseOrderReceipts.id, receiptId));
}

/** By part: a reversal locks the parts in the order a receipt took them. */
export async function receiptLinesOf(db: Executor, receiptIds: readonly string[]) {
  if (receiptIds.length === 0) return [];
  return db
    .select()
    .from(purchaseOrderReceiptLines)
    .where(inArray(purchaseOrderReceiptLines.receiptId, [...receiptIds]))
    .orderBy(asc(purchaseOrderReceiptLines.partId), asc(purchaseOrderReceiptLines.id));
}

export async function receiptsOf(db: Executor, orderId: string) {
  return db
    .select()
    .from(purchaseOrderReceipts)
    .where(eq(purchaseOrderReceipts.purchaseOrderId, orderId))
    .orderBy(asc(purchaseOrderReceipts.receivedAt), asc(purchaseOrderReceipts.id));
}

/** Names of the people an order and its receipts mention, by id. */
export async function namesOf(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface OrderRecord {
  row: OrderRow;
  vendorName: string;
  lineCount: number;
}

const listColumns = {
  row: purchaseOrders,
  vendorName: vendors.name,
  lineCount: sql<number>`(select count(*)::int from ${purchaseOrderLines} where ${purchaseOrderLines.purchaseOrderId} = ${purchaseOrders.id})`,
};

function listFilter(warehouseId: string, query: ListPurchaseOrdersQuery): SQL | undefined {
  return and(
    eq(purchaseOrders.warehouseId, warehouseId),
    isNull(purchaseOrders.deletedAt),
    query.status?.length ? inArray(purchaseOrders.status, query.status) : undefined,
    query.vendorId ? eq(purchaseOrders.vendorId, query.vendorId) : undefined,
    query.q ? ilike(purchaseOrders.number, likePattern(query.q)) : undefined,
  );
}

/** Newest first; the cursor is the last row's creation time and id. */
export async function listOrders(
  db: Executor,
  warehouseId: string,
  query: ListPurchaseOrdersQuery,
  cursor: KeysetCursor | undefined,
): Promise<OrderRecord[]> {
  const after =
    cursor && typeof cursor.v === 'string'
      ? or(
          lt(purchaseOrders.createdAt, new Date(cursor.v)),
          and(eq(purchaseOrders.createdAt, new Date(cursor.v)), lt(purchaseOrders.id, cursor.id)),
        )
      : undefined;
  return db
    .select(listColumns)
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(and(listFilter(warehouseId, query), after))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(query.limit + 1);
}

export async function countOrders(db: Executor, warehouseId: string, query: ListPurchaseOrdersQuery) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(listFilter(warehouseId, query));
  return row?.n ?? 0;
}

export async function findOrderRecord(db: Executor, warehouseId: string, id: string) {
  const [record] = await db
    .select(listColumns)
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(
      and(
        eq(purchaseOrders.id, id),
        eq(purchaseOrders.warehouseId, warehouseId),
        isNull(purchaseOrders.deletedAt),
      ),
    );
  return record;
}
