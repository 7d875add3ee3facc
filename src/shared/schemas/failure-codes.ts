import { z } from 'zod';
import { analyticsPeriodSchema } from './analytics';
import { idSchema } from './common';

/** Rows each per-equipment and per-model ranking of the failure codes holds at most. */
export const FAILURE_CODE_ROWS = 20;

/** How often a close-out code was given; code null: the failures completed without one ("No code given"). */
const failureCodeCountSchema = z.object({
  code: z.string().nullable(),
  label: z.string(),
  failures: z.number().int(),
});

/** A problem and the cause found for it, and how many failures were closed out with both. */
const problemCauseFields = {
  problemCode: z.string().nullable(),
  problemLabel: z.string(),
  causeCode: z.string().nullable(),
  causeLabel: z.string(),
  failures: z.number().int(),
};

/**
 * GET /api/analytics/failure-codes (issue 25 §8): the period's failures — corrective and
 * emergency orders completed in it — by the close-out codes they were completed with, and the
 * problem and cause pairs per equipment and per equipment model, most repeated first (the first
 * FAILURE_CODE_ROWS of each), so a cause that keeps coming back stands out. Kept apart from
 * analytics.ts, whose constants every analytics screen loads: the screens need only this
 * answer's type, so its schema stays out of their bundles (issue 14 §5 budgets).
 */
export const failureCodesSchema = z.object({
  period: analyticsPeriodSchema,
  /** The period's failures, and of those the ones closed out with all three codes. */
  failures: z.number().int(),
  coded: z.number().int(),
  byProblem: z.array(failureCodeCountSchema),
  byCause: z.array(failureCodeCountSchema),
  byRemedy: z.array(failureCodeCountSchema),
  byEquipment: z.array(
    z.object({
      equipmentId: idSchema,
      assetTag: z.string(),
      /** What the asset is (its description, else its name). */
      description: z.string(),
      ...problemCauseFields,
    }),
  ),
  /** By the equipment's model (the order's own when it names no equipment). */
  byModel: z.array(
    z.object({
      model: z.string(),
      /** Of the model's equipment, how many had this pair. */
      equipmentCount: z.number().int(),
      ...problemCauseFields,
    }),
  ),
});
export type FailureCodes = z.infer<typeof failureCodesSchema>;
