import { and, asc, desc, eq, inArray, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auditLog, equipment, users, vendors, workOrderStatusHistory, workOrders } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import { OPEN_STATUSES } from '../../../shared/work-order-rules';
import type { ListWorkOrdersQuery, WorkOrderSort } from '../../../shared/schemas/work-orders';

export type WorkOrderRow = typeof workOrders.$inferSelect;

const assignee = alias(users, 'assignee');
const requester = alias(users, 'requester');
const fullName = (u: { firstName: Column; lastName: Column }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

/** A work order with the names its cards show, in one query (no lookup per card). */
const recordColumns = {
  row: workOrders,
  assigneeName: fullName(assignee),
  requesterName: fullName(requester),
  equipmentAssetTag: equipment.assetTag,
  vendorName: vendors.name,
};

export interface WorkOrderRecord {
  row: WorkOrderRow;
  assigneeName: string | null;
  requesterName: string | null;
  equipmentAssetTag: string | null;
  vendorName: string | null;
}

export type ListedWorkOrder = WorkOrderRecord & { sortKey: string };

/** The expression the trigram index covers: searches must use it as written. */
const searchText = sql`(${workOrders.foNumber} || ' ' || ${workOrders.description} || ' ' || coalesce(${workOrders.assetModel}, ''))`;
const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;

interface SortSpec {
  key: SQL;
  direction: 'asc' | 'desc';
  /** The PostgreSQL type of the key, so a cursor value compares as one. */
  type: 'timestamptz' | 'priority';
  valueOf(row: WorkOrderRow): string;
}

export const SORTS: Record<WorkOrderSort, SortSpec> = {
  '-createdAt': {
    key: sql`${workOrders.createdAt}`,
    direction: 'desc',
    type: 'timestamptz',
    valueOf: (r) => r.createdAt.toISOString(),
  },
  createdAt: {
    key: sql`${workOrders.createdAt}`,
    direction: 'asc',
    type: 'timestamptz',
    valueOf: (r) => r.createdAt.toISOString(),
  },
  // Orders without a due date come last.
  dueDate: {
    key: sql`coalesce(${workOrders.dueDate}, 'infinity'::timestamptz)`,
    direction: 'asc',
    type: 'timestamptz',
    valueOf: (r) => r.dueDate?.toISOString() ?? 'infinity',
  },
  '-priority': {
    key: sql`${workOrders.priority}`,
    direction: 'desc',
    type: 'priority',
    valueOf: (r) => r.priority,
  },
  '-updatedAt': {
    key: sql`${workOrders.updatedAt}`,
    direction: 'desc',
    type: 'timestamptz',
    valueOf: (r) => r.updatedAt.toISOString(),
  },
};

function listFilter(warehouseId: string, query: ListWorkOrdersQuery, now: Date): SQL | undefined {
  return and(
    eq(workOrders.warehouseId, warehouseId),
    isNull(workOrders.deletedAt),
    query.status?.length ? inArray(workOrders.status, query.status) : undefined,
    query.priority?.length ? inArray(workOrders.priority, query.priority) : undefined,
    query.type?.length ? inArray(workOrders.type, query.type) : undefined,
    query.assignedTo ? eq(workOrders.assignedTo, query.assignedTo) : undefined,
    query.equipmentId ? eq(workOrders.equipmentId, query.equipmentId) : undefined,
    query.vendorId ? eq(workOrders.vendorId, query.vendorId) : undefined,
    query.q ? sql`${searchText} ilike ${likePattern(query.q)}` : undefined,
    query.overdue === true
      ? and(lt(workOrders.dueDate, now), inArray(workOrders.status, [...OPEN_STATUSES]))
      : undefined,
    query.overdue === false
      ? sql`not (${workOrders.dueDate} is not null and ${workOrders.dueDate} < ${now.toISOString()}::timestamptz and ${workOrders.status} in ('new', 'assigned', 'in_progress'))`
      : undefined,
  );
}

function afterCursor(sort: SortSpec, cursor: KeysetCursor): SQL {
  const op = sql.raw(sort.direction === 'desc' ? '<' : '>');
  return sql`(${sort.key}, ${workOrders.id}) ${op} (${String(cursor.v)}::${sql.raw(sort.type)}, ${cursor.id}::uuid)`;
}

function baseSelect(db: Executor, extra: { sortKey?: SQL<string> } = {}) {
  return db
    .select({ ...recordColumns, ...extra })
    .from(workOrders)
    .leftJoin(assignee, eq(assignee.id, workOrders.assignedTo))
    .leftJoin(requester, eq(requester.id, workOrders.requestedBy))
    .leftJoin(equipment, eq(equipment.id, workOrders.equipmentId))
    .leftJoin(vendors, eq(vendors.id, workOrders.vendorId));
}

export async function listWorkOrders(
  db: Executor,
  warehouseId: string,
  query: ListWorkOrdersQuery,
  cursor: KeysetCursor | undefined,
  now: Date,
): Promise<ListedWorkOrder[]> {
  const sort = SORTS[query.sort];
  const order =
    sort.direction === 'desc' ? [desc(sort.key), desc(workOrders.id)] : [asc(sort.key), asc(workOrders.id)];
  const rows = await baseSelect(db, { sortKey: sql<string>`(${sort.key})::text` })
    .where(and(listFilter(warehouseId, query, now), cursor ? afterCursor(sort, cursor) : undefined))
    .orderBy(...order)
    .limit(query.limit + 1);
  return rows.map((r) => ({ ...r, sortKey: r.sortKey ?? '' }));
}

export async function countWorkOrders(
  db: Executor,
  warehouseId: string,
  query: ListWorkOrdersQuery,
  now: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workOrders)
    .where(listFilter(warehouseId, query, now));
  return row?.n ?? 0;
}

export async function findWorkOrderRecord(db: Executor, warehouseId: string, id: string) {
  const [record] = await baseSelect(db).where(
    and(eq(workOrders.id, id), eq(workOrders.warehouseId, warehouseId), isNull(workOrders.deletedAt)),
  );
  return record;
}

export async function findWorkOrderRow(db: Executor, warehouseId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, id), eq(workOrders.warehouseId, warehouseId), isNull(workOrders.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function foNumberExists(db: Executor, warehouseId: string, foNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.warehouseId, warehouseId), eq(workOrders.foNumber, foNumber)));
  return rows.length > 0;
}

/** The highest NNN of WO-{year}-NNN in the warehouse (0 when none). */
export async function highestFoSequence(db: Executor, warehouseId: string, year: number): Promise<number> {
  const pattern = `^WO-${year}-(\\d+)$`;
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(substring(${workOrders.foNumber} from ${pattern})::int), 0)` })
    .from(workOrders)
    .where(and(eq(workOrders.warehouseId, warehouseId), sql`${workOrders.foNumber} like ${`WO-${year}-%`}`));
  return row?.n ?? 0;
}

/** Serialises automatic FO numbering per warehouse until the transaction ends. */
export async function lockFoNumbering(tx: Executor, warehouseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fo:${warehouseId}`}))`);
}

export async function insertWorkOrder(
  db: Executor,
  values: typeof workOrders.$inferInsert,
): Promise<WorkOrderRow> {
  const [row] = await db.insert(workOrders).values(values).returning();
  if (!row) throw new Error('Work order insert returned nothing');
  return row;
}

export async function updateWorkOrderRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<typeof workOrders.$inferInsert>,
  expectedVersion: number | undefined,
): Promise<WorkOrderRow | undefined> {
  const [row] = await db
    .update(workOrders)
    .set({ ...changes, version: sql`${workOrders.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(workOrders.id, id),
        eq(workOrders.warehouseId, warehouseId),
        isNull(workOrders.deletedAt),
        expectedVersion === undefined ? undefined : eq(workOrders.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

export async function insertStatusChange(db: Executor, values: typeof workOrderStatusHistory.$inferInsert) {
  await db.insert(workOrderStatusHistory).values(values);
}

/** Status changes and audit rows of one order, for its timeline. */
export async function workOrderTimelineSources(db: Executor, id: string) {
  const changer = alias(users, 'changer');
  const [statuses, changes] = await Promise.all([
    db
      .select({
        fromStatus: workOrderStatusHistory.fromStatus,
        toStatus: workOrderStatusHistory.toStatus,
        changedAt: workOrderStatusHistory.changedAt,
        note: workOrderStatusHistory.note,
        userName: fullName(changer),
      })
      .from(workOrderStatusHistory)
      .leftJoin(changer, eq(changer.id, workOrderStatusHistory.changedBy))
      .where(eq(workOrderStatusHistory.workOrderId, id))
      .orderBy(desc(workOrderStatusHistory.changedAt)),
    db
      .select({
        action: auditLog.action,
        changes: auditLog.changes,
        createdAt: auditLog.createdAt,
        userName: fullName(changer),
      })
      .from(auditLog)
      .leftJoin(changer, eq(changer.id, auditLog.userId))
      .where(and(eq(auditLog.entityType, 'work_order'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(500),
  ]);
  return { statuses, changes };
}
