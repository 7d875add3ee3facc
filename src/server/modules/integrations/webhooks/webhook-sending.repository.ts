import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema';
import type { DeliveryRow, EndpointRow } from './webhooks.repository';

/**
 * Each enabled endpoint's earliest pending delivery, whether due or not: a later event of an
 * endpoint waits behind it, so every record's events arrive in order.
 */
export async function headDeliveries(
  db: Executor,
): Promise<{ endpoint: EndpointRow; delivery: DeliveryRow }[]> {
  const heads = db
    .selectDistinctOn([webhookDeliveries.endpointId], { id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.state, 'pending'))
    .orderBy(webhookDeliveries.endpointId, asc(webhookDeliveries.eventId))
    .as('heads');
  return db
    .select({ endpoint: webhookEndpoints, delivery: webhookDeliveries })
    .from(heads)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, heads.id))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookEndpoints.enabled, true));
}

/** The endpoint's next pending delivery after a success, if any. */
export async function nextDelivery(db: Executor, endpointId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending')))
    .orderBy(asc(webhookDeliveries.eventId))
    .limit(1);
  return row;
}

export interface AttemptOutcome {
  at: Date;
  responseStatus: number | null;
  responseMs: number;
  responseBody: string | null;
}

export async function recordDelivered(db: Executor, delivery: DeliveryRow, outcome: AttemptOutcome) {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        state: 'delivered',
        attempts: delivery.attempts + 1,
        lastAttemptAt: outcome.at,
        deliveredAt: outcome.at,
        responseStatus: outcome.responseStatus,
        responseMs: outcome.responseMs,
        responseBody: outcome.responseBody,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(eq(webhookEndpoints.id, delivery.endpointId));
  });
}

/**
 * Records a failed attempt and marks the endpoint failing since now unless it already was;
 * answers since when it has been failing.
 */
export async function recordFailed(
  db: Executor,
  delivery: DeliveryRow,
  outcome: AttemptOutcome & { nextAttemptAt: Date },
): Promise<Date> {
  return db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: delivery.attempts + 1,
        lastAttemptAt: outcome.at,
        nextAttemptAt: outcome.nextAttemptAt,
        responseStatus: outcome.responseStatus,
        responseMs: outcome.responseMs,
        responseBody: outcome.responseBody,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: outcome.at })
      .where(and(eq(webhookEndpoints.id, delivery.endpointId), isNull(webhookEndpoints.failingSince)));
    const [endpoint] = await tx
      .select({ failingSince: webhookEndpoints.failingSince })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    return endpoint?.failingSince ?? outcome.at;
  });
}

/** Turns the endpoint off with the reason shown beside it; its head delivery is given up. */
export async function disableFailingEndpoint(
  db: Executor,
  delivery: DeliveryRow,
  { at, reason }: { at: Date; reason: string },
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({
      enabled: false,
      disabledAt: at,
      disabledReason: reason,
      version: sql`${webhookEndpoints.version} + 1`,
    })
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  await db.update(webhookDeliveries).set({ state: 'failed' }).where(eq(webhookDeliveries.id, delivery.id));
}
