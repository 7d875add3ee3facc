import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookFeedCursor } from '../../../db/schema';

const CURSOR_NAME = 'webhooks';

export interface WebhookFeedEvent {
  tx: string;
  id: number;
  type: string;
  action: string;
  entityId: string;
  organizationId: string;
  warehouseId: string | null;
  data: Record<string, unknown>;
  at: Date;
  createdAt: Date;
}

/** Where the fan-out stopped; the feed's start on the first run. */
export async function readFeedCursor(tx: Tx): Promise<{ tx: string; id: number }> {
  const [row] = await tx.select().from(webhookFeedCursor).where(eq(webhookFeedCursor.name, CURSOR_NAME));
  return row ? { tx: row.tx, id: row.eventId } : { tx: '0', id: 0 };
}

export async function saveFeedCursor(tx: Tx, cursor: { tx: string; id: number }, at: Date): Promise<void> {
  await tx
    .insert(webhookFeedCursor)
    .values({ name: CURSOR_NAME, tx: cursor.tx, eventId: cursor.id, updatedAt: at })
    .onConflictDoUpdate({
      target: webhookFeedCursor.name,
      set: { tx: cursor.tx, eventId: cursor.id, updatedAt: at },
    });
}

/**
 * The next events of every organization in the change feed's (tx, id) order, from transactions
 * older than every one still running (ADR 42, as offline sync reads it): a transaction holding a
 * lower id that commits late is still running now, so it is read on a later run, never skipped.
 * Call it in a repeatable-read transaction so the frontier matches the rows.
 */
export async function readFeedAfter(
  tx: Tx,
  after: { tx: string; id: number },
  limit: number,
): Promise<WebhookFeedEvent[]> {
  const result = await tx.execute<{
    tx: string;
    id: string;
    type: string;
    action: string;
    entity_id: string;
    organization_id: string;
    warehouse_id: string | null;
    data: Record<string, unknown>;
    at: string | Date;
    created_at: string | Date;
  }>(sql`
    select e.tx::text as tx, e.id, e.type, e.action, e.entity_id, e.organization_id, e.warehouse_id,
           e.data, e.at, e.created_at
    from outbox_events e
    where (e.tx, e.id) > (${after.tx}::xid8, ${after.id}::bigint)
      and e.tx < pg_snapshot_xmin(pg_current_snapshot())
      and e.organization_id is not null
    order by e.tx, e.id
    limit ${limit}`);
  return result.rows.map((r) => ({
    tx: r.tx,
    id: Number(r.id),
    type: r.type,
    action: r.action,
    entityId: r.entity_id,
    organizationId: r.organization_id,
    warehouseId: r.warehouse_id,
    data: r.data,
    at: new Date(r.at),
    createdAt: new Date(r.created_at),
  }));
}

/** The endpoints that take new events: enabled ones, of every organization. */
export function enabledEndpoints(tx: Tx) {
  return tx
    .select({
      id: webhookEndpoints.id,
      organizationId: webhookEndpoints.organizationId,
      eventTypes: webhookEndpoints.eventTypes,
      createdAt: webhookEndpoints.createdAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true))
    .orderBy(asc(webhookEndpoints.createdAt));
}

export async function insertDeliveries(
  tx: Tx,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] });
}

export type SubscribedEndpoint = Awaited<ReturnType<typeof enabledEndpoints>>[number];

/** Is this endpoint of the event's organization, subscribed to its type, and older than it? */
export const takesEvent = (endpoint: SubscribedEndpoint, event: WebhookFeedEvent, eventType: string) =>
  endpoint.organizationId === event.organizationId &&
  endpoint.createdAt <= event.createdAt &&
  (endpoint.eventTypes.includes('*') || endpoint.eventTypes.includes(eventType));
