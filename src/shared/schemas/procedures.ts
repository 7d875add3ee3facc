import { z } from 'zod';
import {
  FOLLOW_UP_ASSIGNEES,
  PRIORITIES,
  PROCEDURE_STEP_TYPES,
  STEP_FAILURE_ACTIONS,
  STEP_OUTCOMES,
  type ProcedureStepType,
} from '../domain';
import { said } from '../i18n/error-texts/procedures';
import { said as saidOfMeters } from '../i18n/error-texts/meters';
import { boundedText, idSchema, pageQuerySchema, searchText, timestampSchema, wholeNumber } from './common';
import { meterValue } from './meters';

/**
 * Procedures (issue 25): named, versioned lists of typed steps in sections. A step says what
 * its answer is (a tick, pass / flag / fail, a number with its unit and limits, text, one of a
 * list, a photo, a meter reading, a signature), whether it must be answered, and what a failing
 * answer does. The rules on answers are in `procedure-rules.ts`.
 */

export const MIN_CHOICE_OPTIONS = 2;
export const MAX_CHOICE_OPTIONS = 20;
export const MAX_STEPS = 200;
export const MAX_SECTIONS = 30;

/** What a failing or out-of-limit answer does; a follow-up says its priority and assignee. */
export const failureRuleSchema = z.object({
  action: z.enum(STEP_FAILURE_ACTIONS, { error: said('procedure.onFailureInvalid') }),
  priority: z.enum(PRIORITIES).default('medium'),
  assignee: z.enum(FOLLOW_UP_ASSIGNEES).default('order_assignee'),
});
export type FailureRule = z.infer<typeof failureRuleSchema>;

const NO_FAILURE: FailureRule = { action: 'nothing', priority: 'medium', assignee: 'order_assignee' };

const stepBase = {
  /** Kept across versions, so answers and history name the same step; a new step is given one. */
  id: idSchema.default(() => crypto.randomUUID()),
  title: boundedText(500, 'Step title', { min: 1 }),
  required: z.boolean().default(false),
};

const failing = { onFailure: failureRuleSchema.default(NO_FAILURE) };

export const UNIT_REQUIRED = said('procedure.unitRequired');
// The meters' own limits say the same sentence: one text, one translation.
export const LIMITS_REVERSED = saidOfMeters('meter.minAboveMax');
export const FAILING_OPTION_UNKNOWN = said('procedure.failingOptionUnknown');
export const OPTIONS_REPEATED = said('procedure.optionsRepeated');

const numberStep = z
  .object({
    ...stepBase,
    ...failing,
    type: z.literal('number'),
    unit: boundedText(20, 'Unit', { min: 1, messages: { required: UNIT_REQUIRED } }),
    min: meterValue('Lower limit').nullable().default(null),
    max: meterValue('Upper limit').nullable().default(null),
  })
  .refine((s) => s.min === null || s.max === null || s.min < s.max, {
    error: LIMITS_REVERSED,
    path: ['max'],
  });

const choiceStep = z
  .object({
    ...stepBase,
    ...failing,
    type: z.literal('choice'),
    options: z
      .array(boundedText(100, 'Option', { min: 1 }))
      .min(MIN_CHOICE_OPTIONS, { error: said('procedure.optionsMin', { min: MIN_CHOICE_OPTIONS }) })
      .max(MAX_CHOICE_OPTIONS, { error: said('procedure.optionsMax', { max: MAX_CHOICE_OPTIONS }) }),
    /** The options that count as a failure ("Leaking"). */
    failingOptions: z.array(z.string()).default([]),
  })
  .refine((s) => new Set(s.options.map((o) => o.toLowerCase())).size === s.options.length, {
    error: OPTIONS_REPEATED,
    path: ['options'],
  })
  .refine((s) => s.failingOptions.every((o) => s.options.includes(o)), {
    error: FAILING_OPTION_UNKNOWN,
    path: ['failingOptions'],
  });

export const procedureStepSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...stepBase, type: z.literal('checkbox') }),
    z.object({ ...stepBase, ...failing, type: z.literal('pass_flag_fail') }),
    numberStep,
    z.object({ ...stepBase, type: z.literal('text') }),
    choiceStep,
    z.object({ ...stepBase, type: z.literal('photo') }),
    /** Reads the meter of this name on the order's equipment, recorded as a reading. */
    z.object({
      ...stepBase,
      type: z.literal('meter_reading'),
      meterName: boundedText(100, 'Meter name', { min: 1 }),
    }),
    z.object({ ...stepBase, type: z.literal('signature') }),
  ],
  { error: said('value.oneOf', { field: 'stepType', values: PROCEDURE_STEP_TYPES.join(', ') }) },
);
export type ProcedureStep = z.infer<typeof procedureStepSchema>;
export type ProcedureStepOf<T extends ProcedureStepType> = Extract<ProcedureStep, { type: T }>;

type WithoutKeys<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A step as an order keeps it: its id and title are the order's step row's own. */
export type StepRule = WithoutKeys<ProcedureStep, 'id' | 'title'>;

export const procedureSectionSchema = z.object({
  title: boundedText(200, 'Section title', { min: 1 }),
  steps: z.array(procedureStepSchema).min(1, { error: said('procedure.sectionNeedsStep') }),
});
export type ProcedureSection = z.infer<typeof procedureSectionSchema>;

export const STEP_IDS_REPEATED = said('procedure.stepIdsRepeated');

export const procedureInputSchema = z
  .object({
    name: boundedText(200, 'Procedure name', { min: 1 }),
    category: boundedText(100, 'Category', { min: 1 }),
    sections: z
      .array(procedureSectionSchema)
      .min(1, { error: said('procedure.needsSection') })
      .max(MAX_SECTIONS, { error: said('procedure.sectionsMax', { max: MAX_SECTIONS }) }),
  })
  .refine((p) => p.sections.flatMap((s) => s.steps).length <= MAX_STEPS, {
    error: said('procedure.stepsMax', { max: MAX_STEPS }),
    path: ['sections'],
  })
  .refine(
    (p) => {
      const ids = p.sections.flatMap((s) => s.steps.map((step) => step.id));
      return new Set(ids).size === ids.length;
    },
    { error: STEP_IDS_REPEATED, path: ['sections'] },
  );
export type ProcedureInput = z.infer<typeof procedureInputSchema>;

/** An answer's value: what the person gave (a photo and a signature are attachments, their value null). */
export const stepAnswerValueSchema = z.union([z.boolean(), z.number(), z.string(), z.null()]);
export type StepAnswerValue = z.infer<typeof stepAnswerValueSchema>;

export const stepAnswerInputSchema = z.object({
  value: stepAnswerValueSchema,
  note: boundedText(2000, 'Note', { multiline: true }).optional(),
  attachmentId: idSchema.optional(),
});
export type StepAnswerInput = z.infer<typeof stepAnswerInputSchema>;

/** GET /api/procedures: the library, by name. */
export const listProceduresQuerySchema = pageQuerySchema.extend({
  q: searchText().optional(),
  category: boundedText(100, 'Category').optional(),
});
export type ListProceduresQuery = z.infer<typeof listProceduresQuerySchema>;

/** One published version in a procedure's list of versions, with what it changed. */
export const procedureVersionSummarySchema = z.object({
  number: z.number().int(),
  createdAt: timestampSchema,
  createdByName: z.string().nullable(),
  /** What this version changed from the one before, in words; empty for the first. */
  changes: z.array(z.string()),
});
export type ProcedureVersionSummary = z.infer<typeof procedureVersionSummarySchema>;

export const procedureVersionSchema = procedureVersionSummarySchema.extend({
  procedureId: idSchema,
  name: z.string(),
  category: z.string(),
  sections: z.array(procedureSectionSchema),
});
export type ProcedureVersion = z.infer<typeof procedureVersionSchema>;

export const procedureListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.string(),
  currentVersion: z.number().int(),
  stepCount: z.number().int(),
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type ProcedureListItem = z.infer<typeof procedureListItemSchema>;

/** GET /api/procedures/{id}: the current version's content, and every version. */
export const procedureSchema = procedureListItemSchema.extend({
  sections: z.array(procedureSectionSchema),
  versions: z.array(procedureVersionSummarySchema),
});
export type Procedure = z.infer<typeof procedureSchema>;

export const procedureVersionParamsSchema = z.object({
  id: idSchema,
  n: wholeNumber('Version', { min: 1, coerce: true }),
});

/** An answer as recorded: who gave it and when, how it came out, and the follow-up it raised. */
export const stepAnswerSchema = z.object({
  stepId: idSchema,
  value: stepAnswerValueSchema,
  note: z.string().nullable(),
  attachmentId: idSchema.nullable(),
  outcome: z.enum(STEP_OUTCOMES).nullable(),
  outOfLimit: z.boolean(),
  /** What failed, in words: "52 N — outside 40–60 N". */
  finding: z.string().nullable(),
  answeredBy: idSchema.nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: timestampSchema.nullable(),
  followUpWorkOrderId: idSchema.nullable(),
  followUpFoNumber: z.string().nullable(),
});
export type StepAnswer = z.infer<typeof stepAnswerSchema>;

/** One step of an order: the step as issued, its section, and its answer (null: not answered). */
export const orderStepSchema = z.object({
  /** The order's step row (the checklist item's id). */
  itemId: idSchema,
  section: z.string().nullable(),
  step: procedureStepSchema,
  answer: stepAnswerSchema.nullable(),
  version: z.number().int(),
});
export type OrderStep = z.infer<typeof orderStepSchema>;

/** GET /api/work-orders/{id}/procedure: the order's steps and answers. */
export const workOrderProcedureSchema = z.object({
  workOrderId: idSchema,
  /** The procedure and version the order was issued with; null for an order with only its own steps. */
  procedure: z
    .object({ id: idSchema, name: z.string(), category: z.string(), version: z.number().int() })
    .nullable(),
  steps: z.array(orderStepSchema),
  /** The titles of the required steps still unanswered. */
  missingRequired: z.array(z.string()),
});
export type WorkOrderProcedure = z.infer<typeof workOrderProcedureSchema>;

/** PUT /api/work-orders/{id}/procedure: issue a procedure's current version to an order not started (null: none). */
export const attachProcedureSchema = z.object({ procedureId: idSchema.nullable() });
export type AttachProcedure = z.infer<typeof attachProcedureSchema>;

export const stepParamsSchema = z.object({ id: idSchema, stepId: idSchema });
