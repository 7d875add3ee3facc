import { z } from 'zod';
import { analyticsPeriodSchema } from './analytics';
import { idSchema } from './common';

/**
 * Failed and flagged procedure steps on Maintenance Trends (issue 25 §7). Apart from the other
 * analytics schemas, which the analytics screens load for their period names: the screens use
 * this one's type only, so it costs their bundle nothing.
 */

/** What a group of steps came to in the period. */
const stepFailureCounts = {
  /** Steps answered in the period that failed: a fail, a number outside its limits, a failing option. */
  failed: z.number().int(),
  /** Steps answered flag in the period. */
  flagged: z.number().int(),
  /** Follow-up orders steps raised in the period. */
  followUps: z.number().int(),
  /** Orders with any of the above. */
  orders: z.number().int(),
};

/**
 * GET /api/analytics/step-failures: failed and flagged steps and the follow-ups they raised, in
 * all, by procedure, by equipment, and the steps that fail most (the first 10 of each ranking).
 */
export const stepFailuresSchema = z.object({
  period: analyticsPeriodSchema,
  totals: z.object(stepFailureCounts),
  /** By the procedure the order was issued with; procedureId null: checklists without one. */
  byProcedure: z.array(
    z.object({ procedureId: idSchema.nullable(), name: z.string().nullable(), ...stepFailureCounts }),
  ),
  byEquipment: z.array(
    z.object({ equipmentId: idSchema, assetTag: z.string(), description: z.string(), ...stepFailureCounts }),
  ),
  /** A procedure's step across its versions; stepId null: lines added to orders, by their text. */
  topSteps: z.array(
    z.object({
      procedureId: idSchema.nullable(),
      procedureName: z.string().nullable(),
      stepId: idSchema.nullable(),
      stepTitle: z.string(),
      failed: z.number().int(),
      flagged: z.number().int(),
    }),
  ),
});
export type StepFailures = z.infer<typeof stepFailuresSchema>;
