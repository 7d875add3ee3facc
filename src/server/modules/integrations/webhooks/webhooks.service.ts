import type {
  CreateWebhookEndpoint,
  ListWebhookDeliveriesQuery,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '../../../../shared/schemas/webhooks';
import { phrase } from '../../../../shared/i18n/error-texts';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { decodeCursor, pageOf } from '../../../lib/cursor';
import { versionConflict } from '../../../lib/if-match';
import { inTransaction, type Outbox } from '../../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../../realtime/event-bus';
import { diffFields, recordAudit } from '../../audit/audit.service';
import type { AuthContext } from '../../auth/auth.context';
import type { NotificationsService } from '../../notifications/notifications.service';
import { createWebhookDelivery } from './webhook-delivery';
import { toWebhookDeliveryDto, toWebhookEndpointDto } from './webhook-endpoint-dto';
import { generateWebhookSecret } from './webhook-signature';
import { webhookTargetProblem } from './webhook-target';
import * as repo from './webhooks.repository';

const notFound = () => new AppError('NOT_FOUND', phrase('record.notFound', { record: 'webhookEndpoint' }));

function assertTarget(url: string, allowPrivateNetwork: boolean): void {
  const problem = webhookTargetProblem(url, { allowPrivateNetwork, checkNames: true });
  if (problem) throw new AppError('UNPROCESSABLE', problem, { details: [{ path: 'url', ...problem }] });
}

/**
 * Administration → Webhooks (issue 28 §3, ADR 61): the organization's endpoints and their
 * delivery logs. Every change is audited and announced; the secret is answered on creation and
 * rotation only, and never written to the audit row or the event.
 */
export function createWebhooksService({
  db,
  clock,
  events,
  notifications,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  notifications: Pick<NotificationsService, 'notifySystemAlert'>;
}) {
  const delivery = createWebhookDelivery({ db, clock, events, notifications });

  /** Audits a change and announces it (to the admin screens; the secret is never in it). */
  async function settle(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    row: repo.EndpointRow,
    action: string,
    changes?: Record<string, unknown>,
  ) {
    await recordAudit(tx, actor, { entityType: 'webhook_endpoint', entityId: row.id, action, changes });
    outbox.push(
      mutationEvent(
        actor,
        { topic: 'system', type: 'webhook_endpoint', action, id: row.id, data: { id: row.id } },
        clock.now(),
      ),
    );
  }

  async function locked(tx: Executor, actor: AuthContext, id: string, expected: number | undefined) {
    const row = await repo.findEndpointRow(tx, actor.organizationId, id, true);
    if (!row) throw notFound();
    if (expected !== undefined && row.version !== expected) throw versionConflict(toWebhookEndpointDto(row));
    return row;
  }

  async function list(actor: AuthContext): Promise<WebhookEndpoint[]> {
    return (await repo.listEndpointRows(db, actor.organizationId)).map(toWebhookEndpointDto);
  }

  async function get(actor: AuthContext, id: string): Promise<WebhookEndpoint> {
    const row = await repo.findEndpointRow(db, actor.organizationId, id);
    if (!row) throw notFound();
    return toWebhookEndpointDto(row);
  }

  async function create(
    actor: AuthContext,
    input: CreateWebhookEndpoint,
  ): Promise<WebhookEndpointWithSecret> {
    assertTarget(input.url, input.allowPrivateNetwork);
    return inTransaction(db, events, async (tx, outbox) => {
      const secret = generateWebhookSecret();
      const row = await repo.insertEndpointRow(tx, {
        organizationId: actor.organizationId,
        url: input.url,
        description: input.description ?? null,
        eventTypes: input.eventTypes,
        allowPrivateNetwork: input.allowPrivateNetwork,
        secret,
        createdBy: actor.userId,
      });
      await settle(tx, outbox, actor, row, 'created', {
        url: row.url,
        eventTypes: row.eventTypes,
        allowPrivateNetwork: row.allowPrivateNetwork,
      });
      return { ...toWebhookEndpointDto(row), secret };
    });
  }

  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateWebhookEndpoint,
    expected: number | undefined,
  ): Promise<WebhookEndpoint> {
    return inTransaction(db, events, async (tx, outbox) => {
      const current = await locked(tx, actor, id, expected);
      const url = input.url ?? current.url;
      const allowPrivateNetwork = input.allowPrivateNetwork ?? current.allowPrivateNetwork;
      if (input.url !== undefined || input.allowPrivateNetwork !== undefined)
        assertTarget(url, allowPrivateNetwork);
      const changes: repo.EndpointChanges = { ...input };
      if (input.enabled === true && !current.enabled) {
        // Resumed by hand: its failure is forgiven, and its waiting deliveries go out again.
        Object.assign(changes, { disabledAt: null, disabledReason: null, failingSince: null });
      } else if (input.enabled === false && current.enabled) {
        Object.assign(changes, { disabledAt: clock.now(), disabledReason: null });
      }
      const row = await repo.updateEndpointRow(tx, id, changes, clock.now());
      await settle(tx, outbox, actor, row, 'updated', diffFields<Record<string, unknown>>(current, input));
      return toWebhookEndpointDto(row);
    });
  }

  async function remove(actor: AuthContext, id: string, expected: number | undefined): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const current = await locked(tx, actor, id, expected);
      await repo.deleteEndpointRow(tx, id);
      await settle(tx, outbox, actor, current, 'deleted', { url: current.url });
    });
  }

  async function rotateSecret(actor: AuthContext, id: string): Promise<WebhookEndpointWithSecret> {
    return inTransaction(db, events, async (tx, outbox) => {
      await locked(tx, actor, id, undefined);
      const secret = generateWebhookSecret();
      const row = await repo.updateEndpointRow(tx, id, { secret }, clock.now());
      await settle(tx, outbox, actor, row, 'secret_rotated');
      return { ...toWebhookEndpointDto(row), secret };
    });
  }

  async function deliveries(actor: AuthContext, id: string, query: ListWebhookDeliveriesQuery) {
    const endpoint = await get(actor, id);
    const [rows, total] = await Promise.all([
      repo.listDeliveryRows(db, endpoint.id, query.limit, decodeCursor(query.cursor)),
      repo.countDeliveryRows(db, endpoint.id),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.eventId, id: r.id }));
    return { items: page.items.map(toWebhookDeliveryDto), nextCursor: page.nextCursor, total };
  }

  /**
   * Sends a delivery again with the same `webhook-id`: it is queued due now, ahead of the
   * endpoint's later events (their order holds), and the delivery job sends it within seconds.
   */
  async function redeliver(actor: AuthContext, id: string, deliveryId: string): Promise<WebhookDelivery> {
    return inTransaction(db, events, async (tx, outbox) => {
      const endpoint = await locked(tx, actor, id, undefined);
      const delivery = await repo.findDeliveryRow(tx, endpoint.id, deliveryId);
      if (!delivery) throw new AppError('NOT_FOUND', phrase('record.notFound', { record: 'delivery' }));
      const row = await repo.requeueDeliveryRow(tx, delivery.id, clock.now());
      await settle(tx, outbox, actor, endpoint, 'redelivery_queued', {
        webhookId: String(row.eventId),
        eventType: row.eventType,
      });
      return toWebhookDeliveryDto(row);
    });
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    rotateSecret,
    deliveries,
    redeliver,
    deliverDue: delivery.deliverDue,
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
