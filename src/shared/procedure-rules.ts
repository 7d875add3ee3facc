import type { StepFailureAction, StepOutcome } from './domain';
import { phrase } from './i18n/error-texts/procedures';
import type { Phrase } from './i18n/said';
import { METER_VALUE_LIMIT } from './schemas/meters';
import type { ProcedureStep, ProcedureStepOf, StepAnswerInput, StepAnswerValue } from './schemas/procedures';

/**
 * The rules of a procedure's answers (issue 25), one place for the server that records them and
 * the screen that shows them at once: whether an answer fits its step, whether it passes, and
 * which required steps are still unanswered.
 */

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const number = (value: number) => numberFormat.format(value);

export const PASS_FLAG_FAIL = ['pass', 'flag', 'fail'] as const;
export const MAX_TEXT_ANSWER = 2000;

/** Why an answer does not fit its step (in words a person acts on), or null when it does. */
export function answerProblem(step: ProcedureStep, answer: StepAnswerInput): Phrase | null {
  const { value } = answer;
  switch (step.type) {
    case 'checkbox':
      return typeof value === 'boolean' ? null : phrase('procedure.answerTick');
    case 'pass_flag_fail':
      return PASS_FLAG_FAIL.some((choice) => choice === value)
        ? null
        : phrase('procedure.answerPassFlagFail');
    case 'number':
    case 'meter_reading':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= METER_VALUE_LIMIT
        ? null
        : phrase('procedure.answerNumber');
    case 'text':
      if (typeof value !== 'string' || value.trim() === '') return phrase('procedure.answerWrite');
      return value.length > MAX_TEXT_ANSWER
        ? phrase('procedure.answerTooLong', { max: MAX_TEXT_ANSWER })
        : null;
    case 'choice':
      return typeof value === 'string' && step.options.includes(value)
        ? null
        : phrase('procedure.answerChoose', { options: step.options.join(', ') });
    case 'photo':
      return answer.attachmentId ? null : phrase('procedure.answerPhoto');
    case 'signature':
      return answer.attachmentId ? null : phrase('procedure.answerSign');
  }
}

/** A number step's limits as a planner writes them: "40–60 N", "at least 40 N", "at most 60 N". */
export function limitText(step: Pick<ProcedureStepOf<'number'>, 'min' | 'max' | 'unit'>): string | null {
  const { min, max, unit } = step;
  if (min !== null && max !== null) return `${number(min)}–${number(max)} ${unit}`;
  if (min !== null) return `at least ${number(min)} ${unit}`;
  if (max !== null) return `at most ${number(max)} ${unit}`;
  return null;
}

/** How an answer came out: `fail` and `flag` are what the step's failure rule acts on. */
export interface StepJudgement {
  outcome: StepOutcome;
  /** A number outside its step's limits. */
  outOfLimit: boolean;
  /** What failed, in words: "52 N — outside 40–60 N", "Fail", "Leaking". */
  finding: string | null;
  /** What the answer does: the step's rule for a fail, a flag for a flag, nothing otherwise. */
  action: StepFailureAction;
}

const OK: StepJudgement = { outcome: 'ok', outOfLimit: false, finding: null, action: 'nothing' };

/** Judges an answer that fits its step (see `answerProblem`). */
export function judgeAnswer(step: ProcedureStep, value: StepAnswerValue): StepJudgement {
  switch (step.type) {
    case 'pass_flag_fail':
      if (value === 'fail')
        return { outcome: 'fail', outOfLimit: false, finding: 'Fail', action: step.onFailure.action };
      if (value === 'flag') return { outcome: 'flag', outOfLimit: false, finding: 'Flag', action: 'flag' };
      return OK;
    case 'number': {
      if (typeof value !== 'number') return OK;
      const below = step.min !== null && value < step.min;
      const above = step.max !== null && value > step.max;
      if (!below && !above) return OK;
      return {
        outcome: 'fail',
        outOfLimit: true,
        finding: `${number(value)} ${step.unit} — outside ${limitText(step)}`,
        action: step.onFailure.action,
      };
    }
    case 'choice':
      return typeof value === 'string' && step.failingOptions.includes(value)
        ? { outcome: 'fail', outOfLimit: false, finding: value, action: step.onFailure.action }
        : OK;
    default:
      return OK;
  }
}

/** Whether a step counts as answered: a ticked box, a value, or the photo or signature it asks for. */
export function isAnswered(step: ProcedureStep, answer: StepAnswerInput | undefined): boolean {
  if (!answer) return false;
  if (step.type === 'checkbox') return answer.value === true;
  return answerProblem(step, answer) === null;
}

/** The titles of the required steps still unanswered, in the procedure's order. */
export function missingRequiredSteps(
  steps: readonly ProcedureStep[],
  answers: ReadonlyMap<string, StepAnswerInput>,
): string[] {
  return steps.filter((step) => step.required && !isAnswered(step, answers.get(step.id))).map((s) => s.title);
}
