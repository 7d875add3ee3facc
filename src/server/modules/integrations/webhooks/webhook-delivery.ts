import { isWebhookEventType, type WebhookPayload } from '../../../../shared/schemas/webhooks';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { runLimited } from '../../../lib/run-limited';
import { inTransaction } from '../../../lib/unit-of-work';
import type { EventBus } from '../../../realtime/event-bus';
import type { NotificationsService } from '../../notifications/notifications.service';
import { wordedNotice } from '../../notifications/notice-texts';
import {
  enabledEndpoints,
  insertDeliveries,
  readFeedAfter,
  readFeedCursor,
  saveFeedCursor,
  takesEvent,
  type WebhookFeedEvent,
} from './webhook-feed.repository';
import { FAILING_LIMIT_MS, hasFailedTooLong, retryDelayMs } from './webhook-retry';
import { postWebhook, type WebhookAnswer } from './webhook-sender';
import {
  disableFailingEndpoint,
  headDeliveries,
  nextDelivery,
  recordDelivered,
  recordFailed,
} from './webhook-sending.repository';
import { signWebhook } from './webhook-signature';
import { webhookTargetProblem } from './webhook-target';
import type { DeliveryRow, EndpointRow } from './webhooks.repository';

/** Events read from the feed per statement; a run reads on until it has caught up. */
const FEED_BATCH = 500;
/** Endpoints sent to side by side; each one's deliveries go one at a time. */
const ENDPOINTS_AT_ONCE = 4;
/** Deliveries per endpoint per run, so one busy endpoint never holds the job's lock long. */
const MAX_PER_ENDPOINT = 100;

export interface WebhookDeliveryReport {
  fannedOut: number;
  delivered: number;
  retrying: number;
  disabled: number;
}

/** The Standard Webhooks body of an outbox event. */
export function webhookPayloadOf(event: WebhookFeedEvent, type: WebhookPayload['type']): string {
  const payload: WebhookPayload = {
    type,
    timestamp: event.at.toISOString(),
    data: {
      id: event.entityId,
      organizationId: event.organizationId,
      warehouseId: event.warehouseId,
      object: event.data,
    },
  };
  return JSON.stringify(payload);
}

const isSuccess = (answer: WebhookAnswer) =>
  answer.status !== null && answer.status >= 200 && answer.status < 300;

/**
 * The webhook delivery worker (issue 28 §3, ADR 61), run by the webhook-delivery job under its
 * advisory lock. It fans the outbox's new events out to the subscribed endpoints, then sends each
 * endpoint's pending deliveries one at a time in event order; a failure waits (30 s doubling, at
 * most an hour) and blocks the endpoint's later events until it succeeds, and an endpoint failing
 * for 24 hours is disabled and the admins are told. Receivers' failures never throw.
 */
export function createWebhookDelivery({
  db,
  clock,
  events,
  notifications,
  timeoutMs = 10_000,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  notifications: Pick<NotificationsService, 'notifySystemAlert'>;
  timeoutMs?: number;
}) {
  /** Turns new outbox events into deliveries, in one transaction with the cursor's move. */
  async function fanOut(): Promise<number> {
    let total = 0;
    for (;;) {
      const { read, written } = await db.transaction(
        async (tx) => {
          const cursor = await readFeedCursor(tx);
          const batch = await readFeedAfter(tx, cursor, FEED_BATCH);
          const last = batch.at(-1);
          if (!last) return { read: 0, written: 0 };
          const endpoints = await enabledEndpoints(tx);
          const rows = batch.flatMap((event) => {
            const type = `${event.type}.${event.action}`;
            if (!isWebhookEventType(type)) return [];
            const payload = webhookPayloadOf(event, type);
            return endpoints
              .filter((endpoint) => takesEvent(endpoint, event, type))
              .map((endpoint) => ({
                endpointId: endpoint.id,
                organizationId: event.organizationId,
                eventId: event.id,
                eventType: type,
                payload,
                nextAttemptAt: clock.now(),
              }));
          });
          await insertDeliveries(tx, rows);
          await saveFeedCursor(tx, { tx: last.tx, id: last.id }, clock.now());
          return { read: batch.length, written: rows.length };
        },
        { isolationLevel: 'repeatable read' },
      );
      total += written;
      if (read < FEED_BATCH) return total;
    }
  }

  async function attempt(
    endpoint: EndpointRow,
    delivery: DeliveryRow,
  ): Promise<WebhookAnswer & { ms: number }> {
    const started = Date.now();
    const problem = webhookTargetProblem(endpoint.url, {
      allowPrivateNetwork: endpoint.allowPrivateNetwork,
      checkNames: false,
    });
    // The delivery log keeps what the receiver answered, or why nothing was sent, as stored text.
    if (problem) return { status: null, excerpt: `refused: ${problem.message}`, ms: 0 };
    const webhookId = String(delivery.eventId);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const answer = await postWebhook({
      url: endpoint.url,
      body: delivery.payload,
      allowPrivateNetwork: endpoint.allowPrivateNetwork,
      timeoutMs,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Fieldwork-Webhooks',
        'webhook-id': webhookId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(endpoint.secret, webhookId, timestamp, delivery.payload),
      },
    });
    return { ...answer, ms: Date.now() - started };
  }

  async function disable(endpoint: EndpointRow, delivery: DeliveryRow, lastAnswer: string): Promise<void> {
    const hours = FAILING_LIMIT_MS / 3_600_000;
    const reason = `Every delivery failed for ${hours} hours (last: ${lastAnswer})`;
    await inTransaction(db, events, async (tx, outbox) => {
      await disableFailingEndpoint(tx, delivery, { at: clock.now(), reason });
      await notifications.notifySystemAlert(
        tx,
        outbox,
        {
          key: `webhook-disabled:${endpoint.id}`,
          ...wordedNotice({
            title: { key: 'notification.webhookDisabled.title' },
            message: { key: 'notification.webhookDisabled.message', params: { url: endpoint.url, hours } },
          }),
          data: { webhookEndpointId: endpoint.id },
          organizationId: endpoint.organizationId,
        },
        { mailKind: 'webhook.disabled' },
      );
    });
  }

  /** Sends one endpoint's due deliveries in order, stopping at the first failure. */
  async function drainEndpoint(endpoint: EndpointRow, head: DeliveryRow, report: WebhookDeliveryReport) {
    let delivery: DeliveryRow | undefined = head;
    for (let sent = 0; delivery && sent < MAX_PER_ENDPOINT; sent += 1) {
      if (delivery.nextAttemptAt > clock.now()) return;
      const answer = await attempt(endpoint, delivery);
      const outcome = {
        at: clock.now(),
        responseStatus: answer.status,
        responseMs: answer.ms,
        responseBody: answer.excerpt,
      };
      if (isSuccess(answer)) {
        await recordDelivered(db, delivery, outcome);
        report.delivered += 1;
        delivery = await nextDelivery(db, endpoint.id);
        continue;
      }
      const failures = delivery.attempts + 1;
      const nextAttemptAt = new Date(outcome.at.getTime() + retryDelayMs(failures));
      const failingSince = await recordFailed(db, delivery, { ...outcome, nextAttemptAt });
      if (hasFailedTooLong(failingSince, outcome.at)) {
        await disable(endpoint, delivery, answer.status === null ? answer.excerpt : `HTTP ${answer.status}`);
        report.disabled += 1;
      } else {
        report.retrying += 1;
      }
      return;
    }
  }

  /** One run: fan-out, then every endpoint's due deliveries. */
  async function deliverDue(): Promise<WebhookDeliveryReport> {
    const report: WebhookDeliveryReport = {
      fannedOut: await fanOut(),
      delivered: 0,
      retrying: 0,
      disabled: 0,
    };
    const heads = await headDeliveries(db);
    await runLimited(heads, ENDPOINTS_AT_ONCE, ({ endpoint, delivery }) =>
      drainEndpoint(endpoint, delivery, report),
    );
    return report;
  }

  return { deliverDue };
}

export type WebhookDeliveryWorker = ReturnType<typeof createWebhookDelivery>;
