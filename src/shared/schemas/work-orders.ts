import { z } from 'zod';
import type { NameKey } from '../i18n/names';
import { said } from '../i18n/error-texts/work-orders';
import { PRIORITIES, WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from '../domain';
import { FO_NUMBER_PATTERN } from '../work-order-rules';
import {
  booleanQuery,
  boundedText,
  csvEnum,
  idSchema,
  optionalText,
  pageQuerySchema,
  pgTimestamp,
  quarterHours,
  searchText,
  timestampSchema,
  wholeNumber,
} from './common';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const emptyToNull = (value: unknown) => (value === '' ? null : value);

const foNumber = z
  .string({ error: said('workOrder.foNumberRequired') })
  .trim()
  .min(1, { error: said('workOrder.foNumberRequired'), abort: true })
  .regex(FO_NUMBER_PATTERN, { error: said('workOrder.foNumberFormat') });

const description = boundedText(5000, 'Description', {
  min: 10,
  multiline: true,
  messages: { required: said('workOrder.descriptionMin') },
});

const estimatedHours = quarterHours('Estimated hours');

const dueDate = pgTimestamp('Due date');

/** A close-out code's stable key (schemas/close-out.ts), as a completion names it ("seal_wear"). */
const closeOutCode = (field: NameKey) =>
  z
    .string({ error: said('text.notText', { field }) })
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, { error: said('value.closeOutCode', { field }) });

/** The completion note's bound: a few paragraphs on what was found and done. */
export const COMPLETION_NOTE_MAX = 2000;

/**
 * The work-order form (core spec §5) and POST /api/work-orders. requestedBy, warehouseId,
 * status, escalated, escalationLevel and followUp are never taken from the body: unknown
 * keys are dropped, the server sets them.
 */
export const createWorkOrderSchema = z.object({
  foNumber,
  description,
  type: z.enum(WORK_ORDER_TYPES, { error: said('workOrder.typeInvalid') }).default('corrective'),
  priority: z.enum(PRIORITIES, { error: said('workOrder.priorityInvalid') }).default('medium'),
  equipmentId: z.preprocess(emptyToUndefined, idSchema.optional()),
  assetModel: optionalText(200, 'Asset model'),
  area: optionalText(200, 'Area'),
  dueDate: z.preprocess(emptyToUndefined, dueDate.optional()),
  estimatedHours: z.preprocess(emptyToUndefined, estimatedHours.optional()),
  notes: optionalText(5000, 'Notes', { multiline: true }),
  assignedTo: z.preprocess(emptyToUndefined, idSchema.optional()),
  vendorId: z.preprocess(emptyToUndefined, idSchema.optional()),
  /** "Equipment down": the named equipment stopped; its downtime starts now, linked to this order. */
  equipmentDown: z.boolean({ error: said('value.booleanField', { field: 'equipmentDown' }) }).optional(),
  /** Issue this procedure's current version with the order (issue 25). */
  procedureId: z.preprocess(emptyToUndefined, idSchema.optional()),
});
export type CreateWorkOrder = z.infer<typeof createWorkOrderSchema>;
export type CreateWorkOrderInput = z.input<typeof createWorkOrderSchema>;

/** PATCH /api/work-orders/{id}: any field; null clears an optional one. No defaults, so nothing resets. */
export const updateWorkOrderSchema = z
  .object({
    foNumber,
    description,
    type: z.enum(WORK_ORDER_TYPES, { error: said('workOrder.typeInvalid') }),
    priority: z.enum(PRIORITIES, { error: said('workOrder.priorityInvalid') }),
    status: z.enum(WORK_ORDER_STATUSES, {
      error: said('value.oneOf', { field: 'status', values: WORK_ORDER_STATUSES.join(', ') }),
    }),
    equipmentId: z.preprocess(emptyToNull, idSchema.nullable()),
    assetModel: z.preprocess(emptyToNull, boundedText(200, 'Asset model').nullable()),
    area: z.preprocess(emptyToNull, boundedText(200, 'Area').nullable()),
    dueDate: z.preprocess(emptyToNull, dueDate.nullable()),
    estimatedHours: z.preprocess(emptyToNull, estimatedHours.nullable()),
    /** Planning (issue 26): when the work is done and for how long (null: the estimate). */
    scheduledStart: z.preprocess(emptyToNull, pgTimestamp('Scheduled start').nullable()),
    scheduledHours: z.preprocess(emptyToNull, quarterHours('Scheduled hours').nullable()),
    /** Schedule even on a day the assignee has off (ADR 57): without it that is a 422. */
    force: z.boolean({ error: said('value.booleanField', { field: 'force' }) }),
    notes: z.preprocess(emptyToNull, boundedText(5000, 'Notes', { multiline: true }).nullable()),
    assignedTo: z.preprocess(emptyToNull, idSchema.nullable()),
    vendorId: z.preprocess(emptyToNull, idSchema.nullable()),
    /** With status completed: the equipment runs again, so the downtime this order caused ends. */
    backInService: z.boolean({ error: said('value.booleanField', { field: 'backInService' }) }),
    /**
     * With status completed (issue 25 §8): what failed, why and what was done, as codes of the
     * organization's close-out lists, and a note. Required for corrective and emergency orders
     * when the plant says so (close-out-rules.ts); each completion records its own.
     */
    problemCode: z.preprocess(emptyToUndefined, closeOutCode('problemCode')),
    causeCode: z.preprocess(emptyToUndefined, closeOutCode('causeCode')),
    remedyCode: z.preprocess(emptyToUndefined, closeOutCode('remedyCode')),
    completionNote: z.preprocess(
      emptyToUndefined,
      boundedText(COMPLETION_NOTE_MAX, 'Completion note', { multiline: true }),
    ),
    /** 1–5, given by the supervisor who verifies the order (user satisfaction KPI). */
    satisfactionRating: z.preprocess(
      emptyToNull,
      wholeNumber('Rating', {
        min: 1,
        max: 5,
        coerce: true,
        messages: {
          tooSmall: said('number.oneToFive', { field: 'rating' }),
          tooLarge: said('number.oneToFive', { field: 'rating' }),
        },
      }).nullable(),
    ),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdateWorkOrder = z.infer<typeof updateWorkOrderSchema>;
/** The close-out a completion carries (issue 25 §8). */
export type CompletionCloseOut = Pick<
  UpdateWorkOrder,
  'problemCode' | 'causeCode' | 'remedyCode' | 'completionNote'
>;

export const WORK_ORDER_SORTS = ['-createdAt', 'createdAt', 'dueDate', '-priority', '-updatedAt'] as const;
export type WorkOrderSort = (typeof WORK_ORDER_SORTS)[number];

export const listWorkOrdersQuerySchema = pageQuerySchema.extend({
  status: csvEnum(WORK_ORDER_STATUSES, 'status').optional(),
  priority: csvEnum(PRIORITIES, 'priority').optional(),
  type: csvEnum(WORK_ORDER_TYPES, 'type').optional(),
  assignedTo: idSchema.optional(),
  equipmentId: idSchema.optional(),
  /** Orders on equipment at this location; with `includeDescendants=true` also everywhere under it. */
  locationId: idSchema.optional(),
  includeDescendants: booleanQuery.optional(),
  vendorId: idSchema.optional(),
  q: searchText().optional(),
  overdue: booleanQuery.optional(),
  sort: z
    .enum(WORK_ORDER_SORTS, {
      error: said('value.oneOf', { field: 'sortParam', values: WORK_ORDER_SORTS.join(', ') }),
    })
    .default('-createdAt'),
});
export type ListWorkOrdersQuery = z.infer<typeof listWorkOrdersQuerySchema>;

export const procedureRefSchema = z.object({
  id: idSchema,
  versionId: idSchema,
  name: z.string(),
  version: z.number().int(),
});
export type ProcedureRef = z.infer<typeof procedureRefSchema>;

export const workOrderSchema = z.object({
  id: idSchema,
  foNumber: z.string(),
  type: z.enum(WORK_ORDER_TYPES),
  description: z.string(),
  area: z.string().nullable(),
  assetModel: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  status: z.enum(WORK_ORDER_STATUSES),
  equipmentId: idSchema.nullable(),
  equipmentAssetTag: z.string().nullable(),
  /** What the asset is (its description, else its name), shown beside the asset tag. */
  equipmentDescription: z.string().nullable(),
  assignedTo: idSchema.nullable(),
  assigneeName: z.string().nullable(),
  requestedBy: idSchema.nullable(),
  requesterName: z.string().nullable(),
  vendorId: idSchema.nullable(),
  vendorName: z.string().nullable(),
  warehouseId: idSchema,
  dueDate: timestampSchema.nullable(),
  estimatedHours: z.number().nullable(),
  /** When the planner has it done (issue 26); null: not scheduled. */
  scheduledStart: timestampSchema.nullable(),
  /** The hours planned for it: as scheduled, else the estimate. */
  scheduledHours: z.number().nullable(),
  /** Scheduled to start after it is due ("late as planned"). */
  lateAsPlanned: z.boolean(),
  notes: z.string().nullable(),
  escalated: z.boolean(),
  escalationLevel: z.number().int(),
  followUp: z.boolean(),
  parentWorkOrderId: idSchema.nullable(),
  pmTemplateId: idSchema.nullable(),
  /** The procedure the order was issued with, in the version it was issued with (issue 25). */
  procedure: procedureRefSchema.nullable(),
  /** A step's answer flagged it for a planner's attention. */
  flagged: z.boolean(),
  /** The close-out of its last completion (issue 25 §8): codes with their labels, and the note. */
  problemCode: z.string().nullable(),
  problemLabel: z.string().nullable(),
  causeCode: z.string().nullable(),
  causeLabel: z.string().nullable(),
  remedyCode: z.string().nullable(),
  remedyLabel: z.string().nullable(),
  completionNote: z.string().nullable(),
  startedAt: timestampSchema.nullable(),
  completedAt: timestampSchema.nullable(),
  verifiedBy: idSchema.nullable(),
  verifiedAt: timestampSchema.nullable(),
  satisfactionRating: z.number().int().nullable(),
  closedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const nextFoNumberSchema = z.object({ foNumber: z.string() });

export const statusHistoryEntrySchema = z.object({
  id: idSchema,
  fromStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
  toStatus: z.enum(WORK_ORDER_STATUSES),
  changedBy: idSchema.nullable(),
  changedByName: z.string().nullable(),
  changedAt: timestampSchema,
  note: z.string().nullable(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;
