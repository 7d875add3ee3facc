import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema';
import type { KeysetCursor } from '../../../lib/cursor';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointChanges = Partial<
  Pick<
    EndpointRow,
    | 'url'
    | 'description'
    | 'eventTypes'
    | 'allowPrivateNetwork'
    | 'enabled'
    | 'secret'
    | 'disabledAt'
    | 'disabledReason'
    | 'failingSince'
  >
>;

/** The organization's endpoints, oldest first (an organization has a handful). */
export function listEndpointRows(db: Executor, organizationId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpointRow(
  db: Executor,
  organizationId: string,
  id: string,
  lock = false,
): Promise<EndpointRow | undefined> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertEndpointRow(
  db: Executor,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned no row');
  return row;
}

/** Applies changes and counts the version up. */
export async function updateEndpointRow(
  db: Executor,
  id: string,
  changes: EndpointChanges,
  at: Date,
): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: at, version: sql`${webhookEndpoints.version} + 1` })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw new Error(`webhook endpoint ${id} vanished during its update`);
  return row;
}

export async function deleteEndpointRow(db: Executor, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** Newest event first: the delivery log of one endpoint. */
export function listDeliveryRows(db: Executor, endpointId: string, limit: number, cursor?: KeysetCursor) {
  const after = cursor
    ? or(
        lt(webhookDeliveries.eventId, Number(cursor.v)),
        and(eq(webhookDeliveries.eventId, Number(cursor.v)), lt(webhookDeliveries.id, cursor.id)),
      )
    : undefined;
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), after))
    .orderBy(desc(webhookDeliveries.eventId), desc(webhookDeliveries.id))
    .limit(limit + 1);
}

export async function countDeliveryRows(db: Executor, endpointId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return row?.n ?? 0;
}

export async function findDeliveryRow(
  db: Executor,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
  return row;
}

/** Queues a delivery again, due now, with its attempts counted afresh. */
export async function requeueDeliveryRow(db: Executor, id: string, at: Date): Promise<DeliveryRow> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: at, deliveredAt: null })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  if (!row) throw new Error(`webhook delivery ${id} vanished during its redelivery`);
  return row;
}
