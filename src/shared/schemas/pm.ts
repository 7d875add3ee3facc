import { z } from 'zod';
import { said } from '../i18n/error-texts/pm';
import type { NameLabel } from '../i18n/names';
import {
  GAUGE_DIRECTIONS,
  PM_FREQUENCIES,
  PM_TRIGGER_KINDS,
  type PmTriggerKind,
  WORK_ORDER_STATUSES,
} from '../domain';
import { meterValue } from './meters';
import { PM_DEFAULT_DURATION_MINUTES } from '../constants';
import {
  boundedText,
  clearableText,
  idSchema,
  jsonFields,
  optionalText,
  pageQuerySchema,
  pgDate,
  searchText,
  timestampSchema,
  wholeNumber,
} from './common';

const required = (label: NameLabel) => boundedText(200, label, { min: 1 });

export const METER_NAME_REQUIRED = said('pm.meterNameRequired');
export const USAGE_INTERVAL_REQUIRED = said('pm.usageIntervalRequired');
export const GAUGE_THRESHOLD_REQUIRED = said('pm.gaugeThresholdRequired');

/** What a trigger is missing, by field: a usage trigger needs a meter and an interval, a gauge one a value. */
export function triggerProblems(trigger: {
  triggerKind: PmTriggerKind;
  meterName?: string | null;
  usageInterval?: number | null;
  gaugeDirection?: string | null;
  gaugeThreshold?: number | null;
}): { path: string[]; message: string }[] {
  if (trigger.triggerKind === 'calendar') return [];
  const problems: { path: string[]; message: string }[] = [];
  if (!trigger.meterName) problems.push({ path: ['meterName'], message: METER_NAME_REQUIRED });
  if (trigger.triggerKind === 'gauge') {
    if (trigger.gaugeThreshold == null || !trigger.gaugeDirection) {
      problems.push({ path: ['gaugeThreshold'], message: GAUGE_THRESHOLD_REQUIRED });
    }
  } else if (trigger.usageInterval == null || trigger.usageInterval <= 0) {
    problems.push({ path: ['usageInterval'], message: USAGE_INTERVAL_REQUIRED });
  }
  return problems;
}

/** "First due on" must come after "last done on": a PM done on a day is next due after it. */
export const FIRST_DUE_BEFORE_LAST_DONE = said('pm.firstDueBeforeLastDone');

const templateFields = z.object({
  model: required('Model'),
  component: required('Component'),
  action: required('Action'),
  frequency: z
    .enum(PM_FREQUENCIES, {
      error: said('value.oneOf', { field: 'frequency', values: PM_FREQUENCIES.join(', ') }),
    })
    .default('monthly'),
  estimatedDuration: wholeNumber('Estimated duration', {
    coerce: true,
    min: 1,
    max: 100_000,
    messages: {
      type: said('pm.durationRequired'),
      whole: said('pm.durationWhole'),
      tooSmall: said('pm.durationTooShort'),
      tooLarge: said('pm.durationTooLong'),
    },
  }).default(PM_DEFAULT_DURATION_MINUTES),
  description: optionalText(2000, 'Description', { multiline: true }),
  customFields: jsonFields('Custom field', 'Custom field name').default({}),
  /** Steps copied into the checklist of every work order the template generates. */
  checklist: z
    .array(
      boundedText(500, 'A checklist step', {
        min: 1,
        messages: { required: said('pm.checklistStepEmpty') },
      }),
    )
    .max(50, { error: said('pm.checklistTooLong') })
    .default([]),
  /** Orders are issued with this procedure's current version, after the checklist (issue 25). */
  procedureId: idSchema.nullable().optional(),
  active: z.boolean().default(true),
  /** What makes it due (issue 24). Meter triggers name the meter each matching asset has. */
  triggerKind: z
    .enum(PM_TRIGGER_KINDS, {
      error: said('value.oneOf', { field: 'trigger', values: PM_TRIGGER_KINDS.join(', ') }),
    })
    .default('calendar'),
  meterName: clearableText(100, 'Meter name'),
  usageInterval: meterValue('Usage interval').nullable().optional(),
  gaugeDirection: z
    .enum(GAUGE_DIRECTIONS, { error: said('pm.directionInvalid') })
    .nullable()
    .optional(),
  gaugeThreshold: meterValue('Gauge value').nullable().optional(),
  /**
   * When the plan starts (ADR 46): the day each asset's first order falls due. Left empty on a
   * new template: today, or one interval after `lastDoneOn` when that is given.
   */
  firstDueOn: pgDate('First due on').nullable().optional(),
  /** For assets maintained before the plan: the day the work was last done. */
  lastDoneOn: pgDate('Last done on').nullable().optional(),
});

/** The PM template form (operations spec §5) and the body of POST and PUT /api/pm-templates. */
export const pmTemplateInputSchema = templateFields.check((ctx) => {
  for (const issue of triggerProblems(ctx.value))
    ctx.issues.push({ code: 'custom', input: ctx.value, ...issue });
  const { firstDueOn, lastDoneOn } = ctx.value;
  if (firstDueOn && lastDoneOn && firstDueOn <= lastDoneOn) {
    ctx.issues.push({
      code: 'custom',
      input: firstDueOn,
      path: ['firstDueOn'],
      message: FIRST_DUE_BEFORE_LAST_DONE,
    });
  }
});
export type PmTemplateInput = z.infer<typeof pmTemplateInputSchema>;
export type PmTemplateFormInput = z.input<typeof pmTemplateInputSchema>;

const LAST_DONE_IN_FUTURE = said('pm.lastDoneInFuture');

/**
 * "Last done on" is a day that has come: `today` is the plant's day on the server, the
 * browser's in the form. Null when the day is fine.
 */
export function lastDoneOnProblem(lastDoneOn: string | null | undefined, today: string): string | null {
  return lastDoneOn && lastDoneOn > today ? LAST_DONE_IN_FUTURE : null;
}

export const pmTemplateSchema = z.object({
  id: idSchema,
  model: z.string(),
  component: z.string(),
  action: z.string(),
  frequency: z.enum(PM_FREQUENCIES),
  estimatedDuration: z.number().int(),
  description: z.string().nullable(),
  customFields: z.record(z.string(), z.unknown()),
  checklist: z.array(z.string()),
  procedureId: idSchema.nullable(),
  active: z.boolean(),
  triggerKind: z.enum(PM_TRIGGER_KINDS),
  meterName: z.string().nullable(),
  usageInterval: z.number().nullable(),
  gaugeDirection: z.enum(GAUGE_DIRECTIONS).nullable(),
  gaugeThreshold: z.number().nullable(),
  /** YYYY-MM-DD; both null on a template made before plans had a start (ADR 46). */
  firstDueOn: z.string().nullable(),
  lastDoneOn: z.string().nullable(),
  /**
   * The earliest due date among its assets: an open order's, else the one the scheduler will
   * give the next order. Null when inactive or no active asset matches.
   */
  nextDueAt: timestampSchema.nullable(),
  /** Active equipment of the warehouse whose model matches (case-insensitive). */
  matchingEquipment: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type PmTemplate = z.infer<typeof pmTemplateSchema>;

export const schedulerStatusSchema = z.object({
  isRunning: z.boolean(),
  lastRun: timestampSchema.nullable(),
  /** When the hourly job next runs (null while stopped). */
  nextRun: timestampSchema.nullable(),
  lastGenerated: z.number().int(),
});
export type SchedulerStatus = z.infer<typeof schedulerStatusSchema>;

/** How many of a run's new orders its answer lists (the first by FO number); `generated` counts them all. */
export const SCHEDULER_RUN_LISTED = 100;

export const schedulerRunSchema = z.object({
  generated: z.number().int(),
  /** The first SCHEDULER_RUN_LISTED of them: a run over a large backlog answers in constant size. */
  workOrders: z.array(
    z.object({
      id: idSchema,
      foNumber: z.string(),
      dueDate: timestampSchema,
      equipmentId: idSchema,
      assetTag: z.string(),
      templateId: idSchema,
    }),
  ),
});
export type SchedulerRun = z.infer<typeof schedulerRunSchema>;

export const COMPLIANCE_PERIODS = [7, 30, 90, 365] as const;

const complianceDays = z.coerce
  .number()
  .refine(
    (d): d is (typeof COMPLIANCE_PERIODS)[number] => (COMPLIANCE_PERIODS as readonly number[]).includes(d),
    { error: said('pm.complianceDays') },
  )
  .default(30);

export const complianceQuerySchema = z.object({ days: complianceDays });

/** The Equipment Compliance filter of operations §2 (Compliant ≥ 95 %, At Risk < 85 %). */
export const EQUIPMENT_COMPLIANCE_FILTERS = ['all', 'compliant', 'at-risk', 'overdue'] as const;
export type EquipmentComplianceFilter = (typeof EQUIPMENT_COMPLIANCE_FILTERS)[number];

/** Assets on the first page of the list, in the summary and on the screen (a page costs per row). */
export const COMPLIANCE_EQUIPMENT_PAGE_SIZE = 50;

/** GET /api/pm-compliance/equipment: the equipment list, by asset tag, a page at a time. */
export const complianceEquipmentQuerySchema = pageQuerySchema.extend({
  days: complianceDays,
  filter: z
    .enum(EQUIPMENT_COMPLIANCE_FILTERS, {
      error: said('value.oneOf', { field: 'filterParam', values: EQUIPMENT_COMPLIANCE_FILTERS.join(', ') }),
    })
    .default('all'),
  q: searchText().optional(),
});
export type ComplianceEquipmentQuery = z.infer<typeof complianceEquipmentQuerySchema>;

/** One asset's compliance over the period; a rate of null when none of its PMs fell due in it. */
export const equipmentComplianceSchema = z.object({
  equipmentId: idSchema,
  assetTag: z.string(),
  model: z.string(),
  complianceRate: z.number().nullable(),
  lastPMDate: timestampSchema.nullable(),
  nextPMDate: timestampSchema.nullable(),
  overdueCount: z.number().int(),
});
export type EquipmentCompliance = z.infer<typeof equipmentComplianceSchema>;

/** GET /api/pm-compliance (operations spec §3); the rule is written in the pm module. */
export const complianceSchema = z.object({
  /** On-time completed ÷ scheduled × 100, one decimal; null when nothing was scheduled. */
  overallComplianceRate: z.number().nullable(),
  totalPMsCompleted: z.number().int(),
  totalPMsScheduled: z.number().int(),
  completedOnTime: z.number().int(),
  overdueCount: z.number().int(),
  period: z.object({ days: z.number().int(), from: timestampSchema, to: timestampSchema }),
  monthlyTrends: z.array(
    z.object({
      month: z.string(),
      complianceRate: z.number().nullable(),
      completed: z.number().int(),
      scheduled: z.number().int(),
    }),
  ),
  /**
   * The first page of the equipment list (every asset with preventive orders, by asset tag);
   * the rest from GET /api/pm-compliance/equipment with `equipmentNextCursor` (ADR 36).
   */
  equipmentCompliance: z.array(equipmentComplianceSchema),
  /** How many assets the whole list holds. */
  equipmentTotal: z.number().int(),
  /** The cursor of the list's second page; null when the first holds it all. */
  equipmentNextCursor: z.string().nullable(),
  /**
   * PM by meter (issue 24), now: active templates triggered by a meter (usage, gauge, or usage
   * or calendar) and their open orders. Their orders count in the figures above like any PM.
   */
  usageBased: z.object({ templates: z.number().int(), openOrders: z.number().int() }),
});
export type Compliance = z.infer<typeof complianceSchema>;

export const calendarQuerySchema = pageQuerySchema.extend({
  // Years 1900 to 9998: the calendar also forecasts into the month after.
  month: z.string().regex(/^(19\d\d|[2-8]\d{3}|9[0-8]\d\d|99[0-8]\d|999[0-8])-(0[1-9]|1[0-2])$/, {
    error: said('pm.monthFormat'),
  }),
});

/** A day's preventive work: an order that exists, or a due date the scheduler will generate. */
export const calendarEntrySchema = z.object({
  date: z.string(),
  /**
   * `forecast`: a calendar PM's next due date, fixed by its frequency. `usage_forecast`: a
   * usage-based PM's expected due date from its meter's rate, with `earliest`/`latest` (issue 24).
   */
  kind: z.enum(['work_order', 'forecast', 'usage_forecast']),
  workOrderId: idSchema.nullable(),
  foNumber: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES).nullable(),
  templateId: idSchema.nullable(),
  equipmentId: idSchema.nullable(),
  assetTag: z.string().nullable(),
  title: z.string(),
  dueDate: timestampSchema,
  /** For the first forecast after an open PM order: that order's FO number (raised once it is completed). */
  waitsFor: z.string().nullable(),
  /** A usage forecast's range (null for the other kinds). */
  earliest: timestampSchema.nullable(),
  latest: timestampSchema.nullable(),
  /** A usage forecast in words: "next 500 h service at 12,500 h, at 38 h/day". */
  basis: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
