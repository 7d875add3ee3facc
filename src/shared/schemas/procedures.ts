import { z } from 'zod';
import {
  FOLLOW_UP_ASSIGNEES,
  PRIORITIES,
  PROCEDURE_STEP_TYPES,
  STEP_FAILURE_ACTIONS,
  type ProcedureStepType,
} from '../domain';
import { boundedText, idSchema } from './common';
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
  action: z.enum(STEP_FAILURE_ACTIONS, { error: 'On failure must be nothing, flag or follow_up' }),
  priority: z.enum(PRIORITIES).default('medium'),
  assignee: z.enum(FOLLOW_UP_ASSIGNEES).default('order_assignee'),
});
export type FailureRule = z.infer<typeof failureRuleSchema>;

const NO_FAILURE: FailureRule = { action: 'nothing', priority: 'medium', assignee: 'order_assignee' };

const stepBase = {
  /** Kept across versions, so answers and history name the same step. */
  id: idSchema,
  title: boundedText(200, 'Step title', { min: 1 }),
  required: z.boolean().default(false),
};

const failing = { onFailure: failureRuleSchema.default(NO_FAILURE) };

export const UNIT_REQUIRED = 'A number step needs its unit';
export const LIMITS_REVERSED = 'The lower limit must be below the upper limit';
export const FAILING_OPTION_UNKNOWN = 'A failing option must be one of the options';
export const OPTIONS_REPEATED = 'Each option must be different';

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
      .min(MIN_CHOICE_OPTIONS, { error: `Give at least ${MIN_CHOICE_OPTIONS} options` })
      .max(MAX_CHOICE_OPTIONS, { error: `At most ${MAX_CHOICE_OPTIONS} options` }),
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
  { error: `Step type must be one of: ${PROCEDURE_STEP_TYPES.join(', ')}` },
);
export type ProcedureStep = z.infer<typeof procedureStepSchema>;
export type ProcedureStepOf<T extends ProcedureStepType> = Extract<ProcedureStep, { type: T }>;

export const procedureSectionSchema = z.object({
  title: boundedText(200, 'Section title', { min: 1 }),
  steps: z.array(procedureStepSchema).min(1, { error: 'A section needs at least one step' }),
});
export type ProcedureSection = z.infer<typeof procedureSectionSchema>;

export const STEP_IDS_REPEATED = 'Each step must have its own id';

export const procedureInputSchema = z
  .object({
    name: boundedText(200, 'Procedure name', { min: 1 }),
    category: boundedText(100, 'Category', { min: 1 }),
    sections: z
      .array(procedureSectionSchema)
      .min(1, { error: 'A procedure needs at least one section' })
      .max(MAX_SECTIONS, { error: `At most ${MAX_SECTIONS} sections` }),
  })
  .refine((p) => p.sections.flatMap((s) => s.steps).length <= MAX_STEPS, {
    error: `At most ${MAX_STEPS} steps`,
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
