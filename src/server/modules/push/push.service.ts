import type {
  Notification,
  PushSubscriptionInput,
  SavedPushSubscription,
} from '../../../shared/schemas/notifications';
import type { Database, Executor } from '../../db/client';
import { phrase } from '../../../shared/i18n/error-texts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso } from '../../lib/dates';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { accountEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import { registrationProblem, type PushEndpointPolicy } from './push-endpoint-policy';
import { pushMessageOf } from './push-message';
import { sendPush } from './push-sender';
import * as repo from './push.repository';
import { runLimited } from '../../lib/run-limited';
import type { VapidDetails } from './vapid-keys';

/** Devices kept per user, most recently registered or used first: one account cannot fan out without bound. */
const MAX_DEVICES_PER_USER = 20;
/** Push requests in flight at once for one batch of notifications. */
const SEND_CONCURRENCY = 8;

export interface PushSettings {
  vapid: VapidDetails;
  /** Where the server may post: public https push services on the allow-list (issue 9). */
  endpoints: PushEndpointPolicy;
}

/** A stored notification and who it is addressed to, as the notifications module publishes it. */
export interface NotificationDelivery {
  notification: Notification;
  userIds: string[];
}

export interface DeliveryReport {
  delivered: number;
  removed: number;
  /** The push service's host only: the endpoint URL itself is a capability and stays out of logs. */
  failures: { subscriptionId: string; host: string; reason: string }[];
}

function toSavedSubscription(row: repo.PushSubscriptionRow): SavedPushSubscription {
  return { id: row.id, endpoint: row.endpoint, userAgent: row.userAgent, createdAt: toIso(row.createdAt) };
}

export function createPushService({
  db,
  clock,
  events,
  pushSettings,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  pushSettings: PushSettings;
}) {
  const { vapid, endpoints } = pushSettings;

  function publicKey(): { publicKey: string } {
    return { publicKey: vapid.publicKey };
  }

  /** The server posts to every endpoint it keeps, so one that leads inside the network is refused here. */
  function assertPushServiceUrl(endpoint: string) {
    const problem = registrationProblem(endpoint, endpoints);
    if (problem)
      throw new AppError('VALIDATION_FAILED', problem, {
        details: [
          typeof problem === 'string'
            ? { path: 'endpoint', message: problem }
            : { path: 'endpoint', ...problem },
        ],
      });
  }

  /** Registers this device for the caller; the same endpoint again takes the new keys and owner. */
  async function subscribe(
    auth: AuthContext,
    input: PushSubscriptionInput,
  ): Promise<{ subscription: SavedPushSubscription; created: boolean }> {
    assertPushServiceUrl(input.endpoint);
    return inTransaction(db, events, async (tx, outbox) => {
      const row = await repo.upsertSubscription(tx, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        endpoint: input.endpoint,
        p256dhKey: input.p256dhKey,
        authKey: input.authKey,
        userAgent: input.userAgent ?? null,
      });
      await repo.pruneSubscriptionsBeyond(tx, auth.userId, MAX_DEVICES_PER_USER);
      await recordDeviceChange(tx, outbox, auth, row.id, 'push_subscribed');
      return { subscription: toSavedSubscription(row), created: row.created };
    });
  }

  /** Only the caller's own row: someone else's endpoint answers as if it did not exist. */
  async function unsubscribe(auth: AuthContext, endpoint: string): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const removed = await repo.deleteOwnSubscription(tx, auth.userId, endpoint);
      if (!removed) throw new AppError('NOT_FOUND', phrase('push.noSubscription'));
      await recordDeviceChange(tx, outbox, auth, removed, 'push_unsubscribed');
    });
  }

  /** The endpoint is a capability: the audit row names the subscription, never its URL. */
  async function recordDeviceChange(
    tx: Executor,
    outbox: Outbox,
    auth: AuthContext,
    subscriptionId: string,
    action: 'push_subscribed' | 'push_unsubscribed',
  ) {
    await recordAudit(tx, auth, { entityType: 'push_subscription', entityId: subscriptionId, action });
    outbox.push(
      accountEvent(
        { id: auth.userId, organizationId: auth.organizationId },
        { type: 'account', action, id: subscriptionId },
        clock.now(),
      ),
    );
  }

  /**
   * Pushes each notification to every device of its addressees. A subscription the push
   * service calls gone is deleted; a delivered one is stamped; other failures are reported.
   */
  async function deliver(batch: NotificationDelivery[]): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, removed: 0, failures: [] };
    const subscriptions = await repo.subscriptionsOfUsers(
      db,
      [...new Set(batch.flatMap((d) => d.userIds))],
      clock.now(),
    );
    const sends = batch.flatMap(({ notification, userIds }) => {
      const message = pushMessageOf(notification);
      return subscriptions
        .filter((s) => userIds.includes(s.userId))
        .map((subscription) => ({ subscription, message }));
    });
    await runLimited(sends, SEND_CONCURRENCY, async ({ subscription, message }) => {
      const outcome = await sendPush(subscription, message, vapid, endpoints);
      if (outcome.kind === 'delivered') {
        report.delivered += 1;
        await repo.markDelivered(db, subscription.id, clock.now());
      } else if (outcome.kind === 'gone') {
        report.removed += 1;
        await repo.deleteSubscription(db, subscription.id);
      } else {
        const host = new URL(subscription.endpoint).host;
        report.failures.push({ subscriptionId: subscription.id, host, reason: outcome.reason });
      }
    });
    return report;
  }

  return { publicKey, subscribe, unsubscribe, deliver };
}

export type PushService = ReturnType<typeof createPushService>;
