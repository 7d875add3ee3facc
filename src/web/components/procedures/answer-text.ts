import { PASS_FLAG_FAIL } from '@shared/procedure-rules';
import type { ProcedureStep, StepAnswerValue } from '@shared/schemas/procedures';
import { formatNumber } from '@web/lib/formatting';

/**
 * An answer in words, for the order's detail and its printed sheet alike (issue 25 §3, §6), so
 * a value reads the same on the screen and on paper.
 */

export type PassFlagFail = (typeof PASS_FLAG_FAIL)[number];

export const PASS_FLAG_FAIL_LABELS: Readonly<Record<PassFlagFail, string>> = {
  pass: 'Pass',
  flag: 'Flag',
  fail: 'Fail',
};

/** What a flag answer does to the order, as the step says it. */
export const FLAGGED_TEXT = 'Flagged for the planner';

const isPassFlagFail = (value: unknown): value is PassFlagFail => PASS_FLAG_FAIL.some((c) => c === value);

/**
 * The value given: "52 N", "Fail", "Leaking", the text written; null when the answer is no words
 * (a tick, a photo, a signature) or there is none.
 */
export function answerValueText(
  step: ProcedureStep,
  value: StepAnswerValue | undefined,
  /** Words a pass, flag or fail; useProcedureLabels passes the screens' language. */
  passFlagFail: (answer: PassFlagFail) => string = (answer) => PASS_FLAG_FAIL_LABELS[answer],
): string | null {
  switch (step.type) {
    case 'number':
      return typeof value === 'number' ? `${formatNumber(value)} ${step.unit}` : null;
    case 'pass_flag_fail':
      return isPassFlagFail(value) ? passFlagFail(value) : null;
    case 'choice':
    case 'text':
      return typeof value === 'string' ? value : null;
    default:
      return null;
  }
}
