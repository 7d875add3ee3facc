import {
  WEBHOOK_DELIVERY_STATES,
  type WebhookDelivery,
  type WebhookDeliveryState,
  type WebhookEndpoint,
} from '../../../../shared/schemas/webhooks';
import type { DeliveryRow, EndpointRow } from './webhooks.repository';

/** The endpoint as answers show it: every column but the secret, and where it stands. */
export function toWebhookEndpointDto(row: EndpointRow): WebhookEndpoint {
  const status = !row.enabled ? 'disabled' : row.failingSince ? 'failing' : 'active';
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    allowPrivateNetwork: row.allowPrivateNetwork,
    enabled: row.enabled,
    status,
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const stateOf = (state: string): WebhookDeliveryState =>
  WEBHOOK_DELIVERY_STATES.find((known) => known === state) ?? 'pending';

export function toWebhookDeliveryDto(row: DeliveryRow): WebhookDelivery {
  const state = stateOf(row.state);
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    webhookId: String(row.eventId),
    state,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseMs: row.responseMs,
    responseBody: row.responseBody,
    nextAttemptAt: state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
