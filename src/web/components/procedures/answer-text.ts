import { PASS_FLAG_FAIL } from '@shared/procedure-rules';
import type { ProcedureStep, StepAnswerValue } from '@shared/schemas/procedures';
import { formatNumber } from '@web/lib/formatting';

/**
 * An answer in words, for the order's detail and its printed sheet alike (issue 25 §3, §6), so
 * a value reads the same on the screen and on paper.
 */

export type PassFlagFail = (typeof PASS_FLAG_FAIL)[number];

const isPassFlagFail = (value: unknown): value is PassFlagFail => PASS_FLAG_FAIL.some((c) => c === value);

/**
 * The value given: "52 N", "Fail", "Leaking", the text written; null when the answer is no words
 * (a tick, a photo, a signature) or there is none.
 */
export function answerValueText(
  step: ProcedureStep,
  value: StepAnswerValue | undefined,
  /** Words a pass, flag or fail in the screens' language (useProcedureLabels). */
  passFlagFail: (answer: PassFlagFail) => string,
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
