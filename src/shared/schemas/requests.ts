import { z } from 'zod';
import { said } from '../i18n/error-texts/requests';
import { PRIORITIES, PUBLIC_REQUEST_STATUSES, WORK_ORDER_TYPES, WORK_REQUEST_STATUSES } from '../domain';
import { REQUEST_DESCRIPTION_MAX, REQUEST_DESCRIPTION_MIN } from '../constants';
import { localeSchema } from './locale';
import {
  boundedText,
  csvEnum,
  idempotencyKeySchema,
  idSchema,
  optionalText,
  pageQuerySchema,
  pgTimestamp,
  timestampSchema,
} from './common';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A portal key as the labels carry it: base64url, 22 characters for 128 bits, never more than 64. */
export const portalKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, { error: said('request.linkInvalid') });
export const trackingCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: said('request.trackingCodeInvalid') });

export const portalParamsSchema = z.object({ portalKey: portalKeySchema });
export const portalRequestParamsSchema = portalParamsSchema.extend({ trackingCode: trackingCodeSchema });
export const portalQuerySchema = z.object({ asset: boundedText(100, 'Asset tag', { min: 1 }).optional() });

/** GET /api/public/portal/{portalKey}: the plant's display name and, with ?asset=TAG, that asset only. */
export const publicPortalSchema = z.object({
  warehouseName: z.string(),
  enabled: z.boolean(),
  asset: z.object({ assetTag: z.string(), description: z.string() }).nullable(),
});
export type PublicPortal = z.infer<typeof publicPortalSchema>;

/** The request form (issue 23 §2). `website` is the honeypot: a person never sees or fills it. */
export const createPublicRequestSchema = z.object({
  description: boundedText(REQUEST_DESCRIPTION_MAX, 'What is wrong', {
    min: REQUEST_DESCRIPTION_MIN,
    multiline: true,
    messages: {
      required: said('request.sayWhatIsWrong'),
      tooShort: said('request.sayWhatIsWrongMin', { min: REQUEST_DESCRIPTION_MIN }),
    },
  }),
  assetTag: optionalText(100, 'Asset tag'),
  location: optionalText(200, 'Where'),
  stoppingWork: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: said('request.sayIfStopping') }),
  ),
  name: optionalText(200, 'Name'),
  contact: optionalText(254, 'Contact'),
  /** The language the requester reads the portal in: their mails speak it (issue 29 §2); none, English. */
  locale: localeSchema.optional(),
  website: z.string().max(500).optional(),
});
export type CreatePublicRequest = z.infer<typeof createPublicRequestSchema>;
export type CreatePublicRequestInput = z.input<typeof createPublicRequestSchema>;

/** The public form's headers: other headers pass through untouched. */
export const createPublicRequestHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema
    .optional()
    .describe(
      'One random key per draft of the form. The same key on the same portal returns the first answer ' +
        '(201, `Idempotent-Replayed: true`) and stores nothing, whatever the body: the draft it came from ' +
        'was already received. A resend is not counted against the address and portal limits.',
    ),
});

export const createdPublicRequestSchema = z.object({ trackingCode: z.string(), statusUrl: z.string() });
export type CreatedPublicRequest = z.infer<typeof createdPublicRequestSchema>;

/** The requester's status page: these fields and nothing else (issue 23 §2). */
export const publicRequestStatusSchema = z.object({
  status: z.enum(PUBLIC_REQUEST_STATUSES),
  number: z.string(),
  foNumber: z.string().optional(),
  rejectionReason: z.string().optional(),
  /** A first name only, of the person working on it, once assigned. */
  assigneeFirstName: z.string().optional(),
  updatedAt: timestampSchema,
});
export type PublicRequestStatus = z.infer<typeof publicRequestStatusSchema>;

export const listRequestsQuerySchema = pageQuerySchema.extend({
  status: csvEnum(WORK_REQUEST_STATUSES, 'status').optional(),
  /** The requests an order came from or took over (the order's "From request R-…"). */
  workOrderId: idSchema.optional(),
});
export type ListRequestsQuery = z.infer<typeof listRequestsQuerySchema>;

export const workRequestSchema = z.object({
  id: idSchema,
  number: z.string(),
  status: z.enum(WORK_REQUEST_STATUSES),
  description: z.string(),
  location: z.string().nullable(),
  stoppingWork: z.boolean(),
  equipmentId: idSchema.nullable(),
  equipmentAssetTag: z.string().nullable(),
  equipmentDescription: z.string().nullable(),
  requesterName: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  requesterPhone: z.string().nullable(),
  workOrderId: idSchema.nullable(),
  workOrderFoNumber: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** An open order on the same asset: "possible duplicate" in triage. */
  possibleDuplicate: z.object({ id: idSchema, foNumber: z.string(), description: z.string() }).nullable(),
  photos: z.array(z.object({ id: idSchema, fileName: z.string(), hasThumbnail: z.boolean() })),
  triagedByName: z.string().nullable(),
  triagedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type WorkRequest = z.infer<typeof workRequestSchema>;

export const approveRequestSchema = z.object({
  priority: z.enum(PRIORITIES, { error: said('workOrder.priorityInvalid') }),
  type: z.enum(WORK_ORDER_TYPES, { error: said('workOrder.typeInvalid') }).optional(),
  assignedTo: z.preprocess(emptyToUndefined, idSchema.optional()),
  dueDate: z.preprocess(emptyToUndefined, pgTimestamp('Due date').optional()),
});
export type ApproveRequest = z.infer<typeof approveRequestSchema>;

export const rejectRequestSchema = z.object({
  reason: boundedText(1000, 'Reason', {
    min: 1,
    multiline: true,
    messages: { required: said('request.giveReason') },
  }),
});
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

export const mergeRequestSchema = z.object({ workOrderId: idSchema });
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

/** Settings → Request portal (admins). */
export const requestPortalSettingsSchema = z.object({
  enabled: z.boolean(),
  portalKey: z.string(),
  /** `{PUBLIC_URL}/r/{portalKey}`: the poster's QR. */
  portalUrl: z.string(),
  rotatedAt: timestampSchema.nullable(),
  version: z.number().int(),
});
export type RequestPortalSettings = z.infer<typeof requestPortalSettingsSchema>;
/**
 * What asset labels carry, for everyone who may print them: the portal's address while it is on.
 * The key is printed on every label, so this is no secret the settings keep from staff.
 */
export const requestPortalLinkSchema = z.object({
  enabled: z.boolean(),
  /** `{PUBLIC_URL}/r/{portalKey}`; null while the portal is off (labels carry the asset tag). */
  portalUrl: z.string().nullable(),
});
export type RequestPortalLink = z.infer<typeof requestPortalLinkSchema>;
export const updateRequestPortalSchema = z.object({
  enabled: z.boolean({ error: said('value.booleanField', { field: 'enabled' }) }),
});
