import { z } from 'zod';
import { said } from '../i18n/error-texts/integrations';
import {
  boundedText,
  clearableText,
  idSchema,
  optionalText,
  pageQuerySchema,
  timestampSchema,
} from './common';

/**
 * The domain events a webhook endpoint may receive (issue 28 §3): the outbox's `type.action` of
 * the plant's records. Account, session, notification and settings events stay inside.
 */
export const WEBHOOK_EVENT_TYPES = [
  'work_order.created',
  'work_order.updated',
  'work_order.deleted',
  'work_order.escalated',
  'work_order.generated',
  'work_request.created',
  'work_request.accepted',
  'work_request.merged',
  'work_request.rejected',
  'equipment.created',
  'equipment.updated',
  'equipment.deleted',
  /** A CSV import's batch (issue 28 §4): `data.id` is the import, `data.object.ids` the records written. */
  'equipment.imported',
  'downtime.created',
  'downtime.updated',
  'downtime.closed',
  'downtime.deleted',
  'meter.created',
  'meter.updated',
  'meter.deleted',
  'meter.reading_recorded',
  'part.created',
  'part.updated',
  'part.deleted',
  'part.stock_adjusted',
  'part.imported',
  'vendor.created',
  'vendor.updated',
  'vendor.deleted',
  'vendor.imported',
  'purchase_order.created',
  'purchase_order.updated',
  'purchase_order.deleted',
  'purchase_order.submitted',
  'purchase_order.approved',
  'purchase_order.ordered',
  'purchase_order.sent_to_vendor',
  'purchase_order.received',
  'purchase_order.receipt_reversed',
  'purchase_order.cancelled',
  'purchase_order.closed',
  'pm_template.created',
  'pm_template.updated',
  'pm_template.deleted',
  'location.created',
  'location.updated',
  'location.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Subscribes an endpoint to every event type, those added later included. */
export const ALL_WEBHOOK_EVENTS = '*';

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** Where an endpoint stands: delivering, failing (retrying, since `failingSince`), or turned off. */
export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'failing', 'disabled'] as const;

const eventTypesSchema = z
  .array(
    z.enum([ALL_WEBHOOK_EVENTS, ...WEBHOOK_EVENT_TYPES], {
      error: (issue) => said('webhook.unknownEventType', { type: String(issue.input) }),
    }),
    { error: said('webhook.eventTypesList') },
  )
  .min(1, { error: said('webhook.chooseEventType') })
  .max(WEBHOOK_EVENT_TYPES.length + 1, { error: said('webhook.eventTypeTwice') })
  .refine((types) => new Set(types).size === types.length, {
    error: said('webhook.eventTypeTwice'),
  });

const url = boundedText(2000, 'URL', { min: 1 }).refine((value) => URL.canParse(value), {
  error: said('webhook.urlFormat'),
});

const allowPrivateNetwork = z.boolean({
  error: said('value.booleanField', { field: 'allowPrivateNetwork' }),
});

/** The "Add endpoint" form: where to, which events, and whether a LAN address is allowed. */
export const createWebhookEndpointSchema = z.object({
  url,
  description: optionalText(500, 'Description'),
  eventTypes: eventTypesSchema,
  allowPrivateNetwork: allowPrivateNetwork.default(false),
});
export type CreateWebhookEndpoint = z.infer<typeof createWebhookEndpointSchema>;
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

/** An edit; `enabled: true` on a disabled endpoint resumes it and clears its failure. */
export const updateWebhookEndpointSchema = z
  .object({
    url,
    description: clearableText(500, 'Description'),
    eventTypes: eventTypesSchema,
    allowPrivateNetwork,
    enabled: z.boolean({ error: said('value.booleanField', { field: 'enabled' }) }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdateWebhookEndpoint = z.infer<typeof updateWebhookEndpointSchema>;

/** An endpoint as every answer shows it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: idSchema,
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(z.string()),
  allowPrivateNetwork: z.boolean(),
  enabled: z.boolean(),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  failingSince: timestampSchema.nullable(),
  disabledAt: timestampSchema.nullable(),
  disabledReason: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z
    .string()
    .describe('whsec_ + base64 key. Shown once: store it where the receiver verifies signatures.'),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/** One event for one endpoint, as the delivery log shows it. */
export const webhookDeliverySchema = z.object({
  id: idSchema,
  endpointId: idSchema,
  eventType: z.string(),
  /** The `webhook-id` header: the same on every attempt and on a redelivery. */
  webhookId: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  /** The first 1 KB of the last answer, or why there was none. */
  responseBody: z.string().nullable(),
  nextAttemptAt: timestampSchema.nullable(),
  lastAttemptAt: timestampSchema.nullable(),
  deliveredAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const listWebhookDeliveriesQuerySchema = pageQuerySchema;
export type ListWebhookDeliveriesQuery = z.infer<typeof listWebhookDeliveriesQuerySchema>;

export const webhookDeliveryParamsSchema = z.object({ id: idSchema, deliveryId: idSchema });

/** The event types an endpoint may subscribe to, for the "Add endpoint" form and integrators. */
export const webhookEventTypesSchema = z.object({ eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)) });

/**
 * What every delivery's body holds (Standard Webhooks): the event type, when it happened, and the
 * record. `data.object` is the record as the API's own read of it answers at that moment (a
 * work order as GET /api/work-orders/:id, …); a deletion carries the record as it was.
 */
export const webhookPayloadSchema = z
  .object({
    type: z.enum(WEBHOOK_EVENT_TYPES).describe('The event type, e.g. work_order.updated'),
    timestamp: timestampSchema.describe('When the change happened (ISO 8601)'),
    data: z.object({
      id: z.string().describe('The id of the record the event is about'),
      organizationId: idSchema,
      warehouseId: idSchema
        .nullable()
        .describe('The plant of the record; null for organization-wide records'),
      object: z.record(z.string(), z.unknown()).describe('The record after the change'),
    }),
  })
  .describe(
    'The JSON body of every webhook delivery. Headers: webhook-id (the same on every retry), ' +
      'webhook-timestamp (Unix seconds), webhook-signature (v1, + base64 HMAC-SHA256 of ' +
      '"{webhook-id}.{webhook-timestamp}.{body}" keyed with the base64-decoded secret after whsec_).',
  );
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
