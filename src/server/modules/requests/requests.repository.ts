import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WorkRequestStatus } from '../../../shared/domain';
import type { ListRequestsQuery } from '../../../shared/schemas/requests';
import type { Executor } from '../../db/client';
import {
  attachments,
  equipment,
  notificationPreferences,
  requestPortals,
  requestThrottles,
  userWarehouses,
  users,
  warehouses,
  workOrders,
  workRequests,
} from '../../db/schema';
import { deleteBatch } from '../../db/sql/delete-batch';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';
import type { KeysetCursor } from '../../lib/cursor';
import type { MailReader } from '../mail/worded-mail';

export type PortalRow = typeof requestPortals.$inferSelect;
export type WorkRequestRow = typeof workRequests.$inferSelect;

/** The notification preference a supervisor turns on to be mailed of every new request. */
export const REQUEST_NEW_MAIL_PREFERENCE = 'request_new_mail';

export async function findPortal(db: Executor, warehouseId: string): Promise<PortalRow | undefined> {
  const [row] = await db.select().from(requestPortals).where(eq(requestPortals.warehouseId, warehouseId));
  return row;
}

/** Creates the warehouse's portal unless it exists (two first callers at once both get the one row). */
export async function ensurePortal(db: Executor, values: typeof requestPortals.$inferInsert) {
  await db.insert(requestPortals).values(values).onConflictDoNothing({ target: requestPortals.warehouseId });
  const row = await findPortal(db, values.warehouseId);
  if (!row) throw new Error('Request portal insert returned nothing');
  return row;
}

/** The portal of a key with its plant's name, whether enabled or not. */
export async function findPortalByKey(db: Executor, portalKey: string) {
  const [row] = await db
    .select({ portal: requestPortals, warehouseName: warehouses.name })
    .from(requestPortals)
    .innerJoin(warehouses, eq(warehouses.id, requestPortals.warehouseId))
    .where(eq(requestPortals.portalKey, portalKey));
  return row;
}

export async function updatePortalRow(
  db: Executor,
  warehouseId: string,
  changes: Partial<typeof requestPortals.$inferInsert>,
  expectedVersion: number | undefined,
): Promise<PortalRow | undefined> {
  const [row] = await db
    .update(requestPortals)
    .set({ ...changes, version: sql`${requestPortals.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(requestPortals.warehouseId, warehouseId),
        expectedVersion === undefined ? undefined : eq(requestPortals.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/**
 * Counts one request in a scope and returns the count of its window with this one and when
 * that window opened; a window older than `windowMs` starts again at one, now.
 */
export async function countRequestIn(db: Executor, scope: string, now: Date, windowMs: number) {
  const expired = sql`${requestThrottles.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(requestThrottles)
    .values({ scope, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: requestThrottles.scope,
      set: {
        hits: sql`case when ${expired} then 1 else ${requestThrottles.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${requestThrottles.windowStart} end`,
      },
    })
    .returning({ hits: requestThrottles.hits, windowStart: requestThrottles.windowStart });
  if (!row) throw new Error('Request throttle upsert returned nothing');
  return row;
}

/** Drops up to `limit` counts whose window opened before `before` (over, whatever its length), oldest first. */
export function deleteThrottlesBefore(db: Executor, before: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'request_throttles',
    where: sql`window_start < ${before.toISOString()}::timestamptz`,
    orderBy: 'window_start',
    limit,
  });
}

export async function findEquipmentByTag(db: Executor, warehouseId: string, assetTag: string) {
  const [row] = await db
    .select({ id: equipment.id, assetTag: equipment.assetTag, description: equipment.description })
    .from(equipment)
    .where(
      and(
        eq(equipment.warehouseId, warehouseId),
        sql`lower(${equipment.assetTag}) = lower(${assetTag})`,
        isNull(equipment.deletedAt),
      ),
    );
  return row;
}

/**
 * The next number of the year in the warehouse. The advisory lock, held to the end of the
 * transaction, makes concurrent requests of one warehouse take their numbers one after another.
 */
export async function nextRequestNumber(db: Executor, warehouseId: string, year: number): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`work_request_number:${warehouseId}`}))`);
  const prefix = `R-${year}-`;
  const [row] = await db
    .select({
      last: sql<number>`coalesce(max(substring(${workRequests.number} from ${prefix.length + 1}::int)::int), 0)`,
    })
    .from(workRequests)
    .where(and(eq(workRequests.warehouseId, warehouseId), sql`${workRequests.number} like ${`${prefix}%`}`));
  return `${prefix}${String((row?.last ?? 0) + 1).padStart(6, '0')}`;
}

/**
 * Stores a request; undefined when the portal already holds one with its Idempotency-Key (a
 * resend of the same form, committed first). A conflict waits for the other insert to end, so
 * two sends at once store one request.
 */
export async function insertRequest(
  db: Executor,
  values: typeof workRequests.$inferInsert,
): Promise<WorkRequestRow | undefined> {
  const [row] = await db
    .insert(workRequests)
    .values(values)
    .onConflictDoNothing({ target: [workRequests.warehouseId, workRequests.idempotencyKey] })
    .returning();
  return row;
}

/** The tracking code of the request a portal's form stored under this Idempotency-Key, if any. */
export async function trackingCodeOfKey(
  db: Executor,
  warehouseId: string,
  idempotencyKey: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ trackingCode: workRequests.trackingCode })
    .from(workRequests)
    .where(and(eq(workRequests.warehouseId, warehouseId), eq(workRequests.idempotencyKey, idempotencyKey)));
  return row?.trackingCode;
}

/** What the requester's status page needs: the request and, once it has one, its order. */
export async function findPublicRequest(db: Executor, warehouseId: string, trackingCode: string) {
  const [row] = await db
    .select({
      request: workRequests,
      orderStatus: workOrders.status,
      foNumber: workOrders.foNumber,
      orderUpdatedAt: workOrders.updatedAt,
      assigneeFirstName: users.firstName,
    })
    .from(workRequests)
    .leftJoin(workOrders, eq(workOrders.id, workRequests.workOrderId))
    .leftJoin(users, eq(users.id, workOrders.assignedTo))
    .where(and(eq(workRequests.warehouseId, warehouseId), eq(workRequests.trackingCode, trackingCode)));
  return row;
}

const triager = alias(users, 'triager');
const duplicate = alias(workOrders, 'duplicate');

/** An open order on the request's asset other than its own: "possible duplicate" in triage. */
const possibleDuplicateId = sql<string | null>`(
  select d.id from work_orders d
  where d.equipment_id = ${workRequests.equipmentId} and d.warehouse_id = ${workRequests.warehouseId}
    and d.deleted_at is null and d.status in ${OPEN_STATUS_SQL}
    and d.id is distinct from ${workRequests.workOrderId}
  order by d.created_at desc limit 1)`;

/** The triage order: requests not yet triaged first, those stopping work first, then newest first. */
const triagedKey = sql<number>`(${workRequests.status} <> 'received')::int`;
const notStoppingKey = sql<number>`(not ${workRequests.stoppingWork})::int`;
/** The sort key a cursor carries: the two ranks, then the creation time as PostgreSQL prints it. */
const sortKeyOf = sql<string>`${triagedKey}::text || ${notStoppingKey}::text || '|' || ${workRequests.createdAt}::text`;

const recordColumns = {
  sortKey: sortKeyOf,
  row: workRequests,
  equipmentAssetTag: equipment.assetTag,
  equipmentDescription: equipment.description,
  workOrderFoNumber: workOrders.foNumber,
  triagedByName: sql<string | null>`${triager.firstName} || ' ' || ${triager.lastName}`,
  duplicateId: duplicate.id,
  duplicateFoNumber: duplicate.foNumber,
  duplicateDescription: duplicate.description,
};

export type WorkRequestRecord = Awaited<ReturnType<typeof selectRecords>>[number];

function selectRecords(db: Executor, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(workRequests)
    .leftJoin(equipment, eq(equipment.id, workRequests.equipmentId))
    .leftJoin(workOrders, eq(workOrders.id, workRequests.workOrderId))
    .leftJoin(triager, eq(triager.id, workRequests.triagedBy))
    .leftJoin(duplicate, eq(duplicate.id, possibleDuplicateId))
    .where(where)
    .$dynamic();
}

export async function findRequestRecord(db: Executor, warehouseId: string, id: string) {
  const [row] = await selectRecords(
    db,
    and(eq(workRequests.id, id), eq(workRequests.warehouseId, warehouseId)),
  );
  return row;
}

function listFilter(warehouseId: string, query: ListRequestsQuery): SQL | undefined {
  return and(
    eq(workRequests.warehouseId, warehouseId),
    query.status ? inArray(workRequests.status, query.status) : undefined,
    query.workOrderId ? eq(workRequests.workOrderId, query.workOrderId) : undefined,
  );
}

export async function listRequests(
  db: Executor,
  warehouseId: string,
  query: ListRequestsQuery,
  cursor: KeysetCursor | undefined,
) {
  let after: SQL | undefined;
  if (cursor) {
    const key = String(cursor.v);
    const ranks = sql`(${Number(key[0])}::int, ${Number(key[1])}::int)`;
    const createdAt = sql`${key.slice(3)}::timestamptz`;
    after = sql`((${triagedKey}, ${notStoppingKey}) > ${ranks} or ((${triagedKey}, ${notStoppingKey}) = ${ranks} and (${workRequests.createdAt}, ${workRequests.id}) < (${createdAt}, ${cursor.id}::uuid)))`;
  }
  return selectRecords(db, and(listFilter(warehouseId, query), after))
    .orderBy(asc(triagedKey), asc(notStoppingKey), desc(workRequests.createdAt), desc(workRequests.id))
    .limit(query.limit + 1);
}

export async function countRequests(db: Executor, warehouseId: string, query: ListRequestsQuery) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workRequests)
    .where(listFilter(warehouseId, query));
  return row?.n ?? 0;
}

/** The request's photos (live attachments), oldest first. */
export async function photosOf(db: Executor, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: attachments.id,
      workRequestId: attachments.workRequestId,
      fileName: attachments.fileName,
      hasThumbnail: attachments.hasThumbnail,
    })
    .from(attachments)
    .where(and(inArray(attachments.workRequestId, [...requestIds]), isNull(attachments.deletedAt)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/** Triages a request still received; undefined when someone triaged it first. */
export async function triageRequestRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<typeof workRequests.$inferInsert>,
): Promise<WorkRequestRow | undefined> {
  const [row] = await db
    .update(workRequests)
    .set({ ...changes, version: sql`${workRequests.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(workRequests.id, id),
        eq(workRequests.warehouseId, warehouseId),
        eq(workRequests.status, 'received'),
      ),
    )
    .returning();
  return row;
}

/** The request's photos become files of the order it became. */
export async function movePhotosToOrder(db: Executor, requestId: string, workOrderId: string) {
  return db
    .update(attachments)
    .set({ workOrderId })
    .where(and(eq(attachments.workRequestId, requestId), isNull(attachments.deletedAt)))
    .returning({ id: attachments.id, fileName: attachments.fileName });
}

/** The requests that follow an order (accepted into it or merged with it). */
export async function requestsFollowing(db: Executor, workOrderId: string) {
  const following: WorkRequestStatus[] = ['accepted', 'merged'];
  return db
    .select()
    .from(workRequests)
    .where(and(eq(workRequests.workOrderId, workOrderId), inArray(workRequests.status, following)));
}

/** The portal key of a warehouse, for the links in mails (undefined before its portal exists). */
export async function portalKeyOf(db: Executor, warehouseId: string) {
  return (await findPortal(db, warehouseId))?.portalKey;
}

/** Supervisors and up of the warehouse, active, who asked to be mailed of new requests. */
export async function newRequestMailRecipients(db: Executor, warehouseId: string): Promise<MailReader[]> {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .innerJoin(userWarehouses, eq(userWarehouses.userId, users.id))
    .innerJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, users.id),
        eq(notificationPreferences.notificationType, REQUEST_NEW_MAIL_PREFERENCE),
        eq(notificationPreferences.enabled, true),
      ),
    )
    .where(
      and(
        eq(userWarehouses.warehouseId, warehouseId),
        eq(users.active, true),
        inArray(users.role, ['supervisor', 'manager', 'admin']),
      ),
    );
}

/** An open order of the warehouse (not deleted), for a merge. */
export async function findOpenOrder(db: Executor, warehouseId: string, id: string) {
  const [row] = await db
    .select({ id: workOrders.id, foNumber: workOrders.foNumber, status: workOrders.status })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.id, id),
        eq(workOrders.warehouseId, warehouseId),
        isNull(workOrders.deletedAt),
        sql`${workOrders.status} in ${OPEN_STATUS_SQL}`,
      ),
    );
  return row;
}
