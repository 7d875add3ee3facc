import { and, asc, desc, eq, inArray, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/sql/like-pattern';
import { alias } from 'drizzle-orm/pg-core';
import { fullName } from '../../db/sql/full-name';
import type { ProcedureRef } from '../../../shared/schemas/work-orders';
import type { CloseOutKind } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { inRangeOrder, rangeCondition, type ReplicaRange } from '../../db/sql/replica-range';
import { isAnyOf } from '../../db/sql/uuid-array';
import {
  auditLog,
  equipment,
  foSequences,
  users,
  vendors,
  workOrderStatusHistory,
  workOrders,
} from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import { MAX_FO_SEQUENCE, OPEN_STATUSES } from '../../../shared/work-order-rules';
import type { ListWorkOrdersQuery, WorkOrderSort } from '../../../shared/schemas/work-orders';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;

/**
 * One value of the row a reference points at, as a scalar subquery: PostgreSQL plans four of
 * them in a third of the time it takes to order four outer joins, which was most of a list
 * page's database time (ADR 34).
 */
const lookup = (table: typeof users | typeof equipment | typeof vendors, value: SQL, reference: Column) =>
  sql<string | null>`(select ${value} from ${table} where ${table.id} = ${reference})`;

/** A work order with the names its cards show, in one query (no lookup per card). */
const recordColumns = {
  row: workOrders,
  assigneeName: lookup(users, fullName(users), workOrders.assignedTo),
  requesterName: lookup(users, fullName(users), workOrders.requestedBy),
  equipmentAssetTag: lookup(equipment, sql`${equipment.assetTag}`, workOrders.equipmentId),
  equipmentDescription: lookup(
    equipment,
    sql`coalesce(${equipment.description}, ${equipment.name})`,
    workOrders.equipmentId,
  ),
  vendorName: lookup(vendors, sql`${vendors.name}`, workOrders.vendorId),
  procedure: sql<ProcedureRef | null>`(select json_build_object('id', v.procedure_id, 'versionId', v.id, 'name', v.name, 'version', v.number)
    from procedure_versions v where v.id = ${workOrders.procedureVersionId})`,
  /**
   * Its close-out codes (issue 25 §8) in one lookup, three at most; none on most orders, which
   * a list row then reads without the lookup.
   */
  closeOutCodes: sql<
    CloseOutCodeRef[] | null
  >`case when coalesce(${workOrders.problemCodeId}, ${workOrders.causeCodeId}, ${workOrders.remedyCodeId}) is not null then
    (select json_agg(json_build_object('kind', c.kind, 'code', c.code, 'label', c.label))
    from close_out_codes c where c.id in (${workOrders.problemCodeId}, ${workOrders.causeCodeId}, ${workOrders.remedyCodeId})) end`,
};

/** A close-out code as an order's record names it. */
export interface CloseOutCodeRef {
  kind: CloseOutKind;
  code: string;
  label: string;
}

export interface WorkOrderRecord {
  row: WorkOrderRow;
  assigneeName: string | null;
  requesterName: string | null;
  equipmentAssetTag: string | null;
  equipmentDescription: string | null;
  vendorName: string | null;
  procedure: ProcedureRef | null;
  closeOutCodes: CloseOutCodeRef[] | null;
}

export type ListedWorkOrder = WorkOrderRecord & { sortKey: string };

/** The expression the trigram index covers: searches must use it as written. */
const searchText = sql`(${workOrders.foNumber} || ' ' || ${workOrders.description} || ' ' || coalesce(${workOrders.assetModel}, ''))`;

/** The due date as the due-date indexes hold it: an order without one is due last. */
const dueKey = sql`coalesce(${workOrders.dueDate}, 'infinity'::timestamptz)`;

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
    key: dueKey,
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

/**
 * The list's filters as the repository takes them: a location filter comes with the ids of the
 * equipment standing there (or under it), read beforehand (`placedEquipmentIds`). Sent as one
 * array value, the planner sees how many there are: a few machines' orders are found through the
 * equipment index and sorted, a whole site's by walking the list's sort index.
 */
export type WorkOrderFilter = ListWorkOrdersQuery & { placedEquipmentIds?: readonly string[] };

/**
 * One `uuid[]` parameter typed by the column, not text cast in the statement: a cast of a parameter
 * is evaluated again for every row the filter checks (measured: 3.7 s against 9 ms for a site of
 * 1,000 machines on 1M orders), while a typed parameter becomes a constant the planner counts and
 * the filter checks by hash.
 */
const isPlacedEquipment = (ids: readonly string[]) => sql`${workOrders.equipmentId} = any(${sql.param(ids)})`;

export function listFilter(warehouseId: string, query: WorkOrderFilter, now: Date): SQL | undefined {
  return and(
    eq(workOrders.warehouseId, warehouseId),
    isNull(workOrders.deletedAt),
    query.status?.length ? inArray(workOrders.status, query.status) : undefined,
    query.priority?.length ? inArray(workOrders.priority, query.priority) : undefined,
    query.type?.length ? inArray(workOrders.type, query.type) : undefined,
    query.assignedTo ? eq(workOrders.assignedTo, query.assignedTo) : undefined,
    query.equipmentId ? eq(workOrders.equipmentId, query.equipmentId) : undefined,
    query.locationId ? isPlacedEquipment(query.placedEquipmentIds ?? []) : undefined,
    query.vendorId ? eq(workOrders.vendorId, query.vendorId) : undefined,
    query.q ? sql`${searchText} ilike ${likePattern(query.q)}` : undefined,
    // On the due key, so the open orders' due-date index answers it as a range.
    query.overdue === true
      ? and(
          sql`${dueKey} < ${now.toISOString()}::timestamptz`,
          inArray(workOrders.status, [...OPEN_STATUSES]),
        )
      : undefined,
    query.overdue === false
      ? sql`not (${workOrders.dueDate} is not null and ${workOrders.dueDate} < ${now.toISOString()}::timestamptz and ${workOrders.status} in ${OPEN_STATUS_SQL})`
      : undefined,
  );
}

function afterCursor(sort: SortSpec, cursor: KeysetCursor): SQL {
  const op = sql.raw(sort.direction === 'desc' ? '<' : '>');
  return sql`(${sort.key}, ${workOrders.id}) ${op} (${String(cursor.v)}::${sql.raw(sort.type)}, ${cursor.id}::uuid)`;
}

function baseSelect(db: Executor, extra: { sortKey?: SQL<string> } = {}) {
  return db.select({ ...recordColumns, ...extra }).from(workOrders);
}

/** The list's order: its sort key, then the id, so pages never tie. */
export const listOrder = (sort: SortSpec): SQL[] =>
  sort.direction === 'desc' ? [desc(sort.key), desc(workOrders.id)] : [asc(sort.key), asc(workOrders.id)];

/** The rows of a page: the list's filters, after the cursor's position. */
export const listWhere = (
  warehouseId: string,
  query: WorkOrderFilter,
  cursor: KeysetCursor | undefined,
  now: Date,
): SQL | undefined =>
  and(listFilter(warehouseId, query, now), cursor ? afterCursor(SORTS[query.sort], cursor) : undefined);

export async function listWorkOrders(
  db: Executor,
  warehouseId: string,
  query: WorkOrderFilter,
  cursor: KeysetCursor | undefined,
  now: Date,
): Promise<ListedWorkOrder[]> {
  const rows = await baseSelect(db, { sortKey: sql<string>`(${SORTS[query.sort].key})::text` })
    .where(listWhere(warehouseId, query, cursor, now))
    .orderBy(...listOrder(SORTS[query.sort]))
    .limit(query.limit + 1);
  return rows.map((r) => ({ ...r, sortKey: r.sortKey ?? '' }));
}

export async function findWorkOrderRecord(db: Executor, warehouseId: string, id: string) {
  const [record] = await baseSelect(db).where(
    and(eq(workOrders.id, id), eq(workOrders.warehouseId, warehouseId), isNull(workOrders.deletedAt)),
  );
  return record;
}

/**
 * The orders a person keeps on their device (ADR 42): every open one and those that left the
 * open statuses since `closedSince`.
 */
function inWorkingSet(warehouseId: string, closedSince: Date): SQL | undefined {
  return and(
    eq(workOrders.warehouseId, warehouseId),
    isNull(workOrders.deletedAt),
    sql`(${workOrders.status} in ${OPEN_STATUS_SQL} or coalesce(greatest(${workOrders.completedAt}, ${workOrders.verifiedAt}, ${workOrders.closedAt}), ${workOrders.updatedAt}) >= ${closedSince.toISOString()}::timestamptz)`,
  );
}

/** The working set's orders of a range (ADR 42). */
export async function workingSetOrders(
  db: Executor,
  warehouseId: string,
  range: ReplicaRange,
  closedSince: Date,
): Promise<WorkOrderRecord[]> {
  const query = baseSelect(db)
    .where(and(inWorkingSet(warehouseId, closedSince), rangeCondition(workOrders.id, range)))
    .$dynamic();
  return inRangeOrder(query, workOrders.id, range);
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

/** SQL for the canonical FO number of a year and a sequence (formatFoNumber, in SQL). */
const foNumberSql = (year: number, sequence: SQL) =>
  sql`'WO-' || ${String(year)} || '-' || lpad(${sequence}::text, greatest(3, length(${sequence}::text)), '0')`;

/** Free sequences probed per query past the frontier. */
const PROBE_WINDOW = 1_000;

/**
 * The year's frontier as the data stands: the end of the run of taken sequences from 1 (orders
 * created before numbering was tracked, or by hand). A number typed further ahead never counts,
 * so what someone types cannot move the suggestion past a free number (ADR 24).
 */
async function frontierFromData(db: Executor, warehouseId: string, year: number): Promise<number> {
  const result = await db.execute<{ last: number }>(sql`
    with sequences as (
      select distinct (regexp_match(fo_number, ${String.raw`^WO-${year}-(\d{3}|[1-9]\d{3,6})$`}))[1]::int as s
      from work_orders
      where warehouse_id = ${warehouseId}
        and (fo_number collate "C") >= ${`WO-${year}-`} and (fo_number collate "C") < ${`WO-${year}.`}
    ),
    numbered as (select s, row_number() over (order by s) as n from sequences where s >= 1)
    select coalesce(max(s), 0)::int as last from numbered where s = n`);
  return result.rows[0]?.last ?? 0;
}

async function storedFrontier(db: Executor, warehouseId: string, year: number): Promise<number | undefined> {
  const [stored] = await db
    .select({ last: foSequences.lastSequence })
    .from(foSequences)
    .where(and(eq(foSequences.warehouseId, warehouseId), eq(foSequences.year, year)));
  return stored?.last;
}

/** The first `count` sequences after `from - 1` not taken in the warehouse (fewer when the year runs out). */
async function freeSequencesFrom(
  db: Executor,
  warehouseId: string,
  year: number,
  from: number,
  count: number,
): Promise<number[]> {
  const free: number[] = [];
  let start = from;
  while (free.length < count && start <= MAX_FO_SEQUENCE) {
    const end = Math.min(start + count + PROBE_WINDOW, MAX_FO_SEQUENCE);
    const result = await db.execute<{ sequence: number }>(sql`
      select s::int as sequence from generate_series(${start}::int, ${end}::int) s
      where not exists (
        select 1 from work_orders w
        where w.warehouse_id = ${warehouseId} and w.fo_number = ${foNumberSql(year, sql`s`)})
      order by s limit ${count - free.length}`);
    free.push(...result.rows.map((r) => r.sequence));
    start = end + 1;
  }
  return free;
}

/**
 * The first `count` sequences of the year not taken in the warehouse, after its numbering
 * frontier (fewer when the year runs out). Whoever draws moves the stored frontier up to the run
 * of taken numbers the draw stepped over (ADR 74): an order's own insert never touches it, so
 * creates do not queue on the frontier's row. What is stored stays a lower bound of the true
 * frontier (every number up to it is taken and committed), so a lagging one only costs the next
 * draw a longer probe, which then stores it.
 */
export async function freeFoSequences(
  db: Executor,
  warehouseId: string,
  year: number,
  count: number,
): Promise<number[]> {
  const stored = await storedFrontier(db, warehouseId, year);
  const frontier = stored ?? (await frontierFromData(db, warehouseId, year));
  const free = await freeSequencesFrom(db, warehouseId, year, frontier + 1, count);
  const last = (free[0] ?? MAX_FO_SEQUENCE + 1) - 1;
  if (stored === undefined || last > stored) await storeFoFrontier(db, warehouseId, year, last);
  return free;
}

/**
 * Moves the stored frontier up to `last`, never back. A frontier row another transaction holds
 * (a draw under way) is left to it rather than waited for: a suggestion never queues behind a
 * PM run, and the next draw moves it.
 */
async function storeFoFrontier(db: Executor, warehouseId: string, year: number, last: number): Promise<void> {
  await db.execute(sql`
    with held as (
      select 1 from ${foSequences}
      where warehouse_id = ${warehouseId} and year = ${year} and last_sequence < ${last}
      for update skip locked),
    moved as (
      update ${foSequences} set last_sequence = ${last}
      where warehouse_id = ${warehouseId} and year = ${year} and exists (select 1 from held))
    insert into ${foSequences} (warehouse_id, year, last_sequence)
    select ${warehouseId}::uuid, ${year}::int, ${last}::int
    where not exists (select 1 from ${foSequences} where warehouse_id = ${warehouseId} and year = ${year})
    on conflict do nothing`);
}

/** Serialises automatic FO numbering per warehouse until the transaction ends. */
export async function lockFoNumbering(tx: Executor, warehouseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fo:${warehouseId}`}))`);
}

/**
 * Inserts an order unless its FO number is taken in the warehouse: undefined then. An order
 * holding the number but not committed yet is waited for, and counts as taking it once it commits.
 */
export async function insertWorkOrderUnlessNumberTaken(
  db: Executor,
  values: NewWorkOrderRow,
): Promise<WorkOrderRow | undefined> {
  const [row] = await db
    .insert(workOrders)
    .values(values)
    .onConflictDoNothing({ target: [workOrders.warehouseId, workOrders.foNumber] })
    .returning();
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

export type StatusChangeRow = typeof workOrderStatusHistory.$inferInsert;

export async function insertStatusChange(db: Executor, values: StatusChangeRow | StatusChangeRow[]) {
  await db.insert(workOrderStatusHistory).values(Array.isArray(values) ? values : [values]);
}

/**
 * Inserts a new order (its id chosen by the caller) with its first status changes, and answers
 * its record, in one statement: the order is inserted in a CTE named as its table, so the
 * record's lookups read the new row from it; the status rows' reference to it is checked at
 * the statement's end, when the row is there.
 */
export async function insertWorkOrderRecord(
  db: Executor,
  values: NewWorkOrderRow & { id: string },
  history: StatusChangeRow[],
): Promise<WorkOrderRecord> {
  const created = db.$with('work_orders').as(db.insert(workOrders).values(values).returning());
  const logged = db.$with('status_changes').as(db.insert(workOrderStatusHistory).values(history));
  const [record] = await db.with(created, logged).select(recordColumns).from(created);
  if (!record) throw new Error('Work order insert returned nothing');
  return record;
}

/** The order's latest status change: the next one cannot have happened before it. */
export async function lastStatusChange(db: Executor, workOrderId: string) {
  const [row] = await db
    .select({
      fromStatus: workOrderStatusHistory.fromStatus,
      toStatus: workOrderStatusHistory.toStatus,
      changedAt: workOrderStatusHistory.changedAt,
    })
    .from(workOrderStatusHistory)
    .where(eq(workOrderStatusHistory.workOrderId, workOrderId))
    .orderBy(desc(workOrderStatusHistory.changedAt))
    .limit(1);
  return row;
}

/** How many audit rows one order's timeline shows at most. */
const TIMELINE_CHANGES_LIMIT = 500;

/** Status changes and audit rows of one order, for its timeline. */
export async function workOrderTimelineSources(db: Executor, id: string) {
  return (await workOrderTimelineSourcesOf(db, [id])).get(id) ?? { statuses: [], changes: [] };
}

export type TimelineSources = Awaited<ReturnType<typeof workOrderTimelineSources>>;

/** The timeline sources of several orders in two queries (the device's copy reads a thousand at once). */
export async function workOrderTimelineSourcesOf(db: Executor, ids: readonly string[]) {
  const changer = alias(users, 'changer');
  const [statuses, changes] = await Promise.all([
    db
      .select({
        workOrderId: workOrderStatusHistory.workOrderId,
        fromStatus: workOrderStatusHistory.fromStatus,
        toStatus: workOrderStatusHistory.toStatus,
        changedAt: workOrderStatusHistory.changedAt,
        recordedAt: workOrderStatusHistory.recordedAt,
        claimedAt: workOrderStatusHistory.claimedAt,
        claimRefused: workOrderStatusHistory.claimRefused,
        note: workOrderStatusHistory.note,
        userId: workOrderStatusHistory.changedBy,
        userName: fullName(changer),
      })
      .from(workOrderStatusHistory)
      .leftJoin(changer, eq(changer.id, workOrderStatusHistory.changedBy))
      .where(isAnyOf(workOrderStatusHistory.workOrderId, ids))
      .orderBy(desc(workOrderStatusHistory.changedAt)),
    db
      .select({
        workOrderId: auditLog.entityId,
        action: auditLog.action,
        changes: auditLog.changes,
        createdAt: auditLog.createdAt,
        occurredAt: auditLog.occurredAt,
        claimedAt: auditLog.claimedAt,
        claimRefused: auditLog.claimRefused,
        userId: auditLog.userId,
        userName: fullName(changer),
      })
      .from(auditLog)
      .leftJoin(changer, eq(changer.id, auditLog.userId))
      .where(and(eq(auditLog.entityType, 'work_order'), inArray(auditLog.entityId, [...ids])))
      .orderBy(desc(auditLog.createdAt)),
  ]);
  const byOrder = new Map(
    ids.map((id) => [id, { statuses: [] as typeof statuses, changes: [] as typeof changes }]),
  );
  for (const status of statuses) byOrder.get(status.workOrderId)?.statuses.push(status);
  for (const change of changes) {
    const sources = byOrder.get(change.workOrderId);
    if (sources && sources.changes.length < TIMELINE_CHANGES_LIMIT) sources.changes.push(change);
  }
  return byOrder;
}

/** Labour minutes and parts cost recorded on each of the given orders (one query for a page of them). */
export async function workTotals(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { laborMinutes: number; partsCost: number }>();
  const result = await db.execute<{ id: string; labor_minutes: number; parts_cost: string }>(sql`
    select o.id,
      coalesce((select sum(l.minutes) from labor_entries l where l.work_order_id = o.id), 0)::int as labor_minutes,
      coalesce((select sum(p.quantity * p.unit_cost) from parts_usage p where p.work_order_id = o.id), 0)::numeric(14, 2)::text as parts_cost
    from unnest(${`{${ids.join(',')}}`}::uuid[]) as o(id)`);
  return new Map(
    result.rows.map((r) => [r.id, { laborMinutes: r.labor_minutes, partsCost: Number(r.parts_cost) }]),
  );
}
