import { judgeAnswer, missingRequiredSteps } from '../../../shared/procedure-rules';
import type {
  OrderStep,
  ProcedureStep,
  StepAnswer,
  StepAnswerInput,
  StepAnswerValue,
} from '../../../shared/schemas/procedures';
import { toIsoOrNull } from '../../lib/dates';
import { personName } from '../audit/display-names';
import type { ChecklistRecord, ChecklistRow } from './activity.repository';

/** The step a row holds: its rules, with the row's step id and title (ADR 55). */
export const stepOf = (row: Pick<ChecklistRow, 'step' | 'stepId' | 'description'>): ProcedureStep =>
  ({ ...row.step, id: row.stepId, title: row.description }) as ProcedureStep;

/**
 * What the row's answer is: a checkbox's is its tick (a plain checklist line is answered by its
 * status, as before procedures), a meter step's its reading, any other its stored value.
 */
function answerValue(record: Pick<ChecklistRecord, 'row' | 'reading'>, step: ProcedureStep): StepAnswerValue {
  if (step.type === 'checkbox') return record.row.status === 'done';
  if (step.type === 'meter_reading' && record.reading?.id) return record.reading.value;
  return record.row.value ?? null;
}

export function answerOf(record: ChecklistRecord, step = stepOf(record.row)): StepAnswer | null {
  const { row } = record;
  if (row.status === 'pending') return null;
  const value = answerValue(record, step);
  const judged = judgeAnswer(step, value);
  return {
    stepId: row.stepId,
    value,
    note: row.note,
    attachmentId: row.attachmentId,
    outcome: row.outcome ?? (row.status === 'failed' ? 'fail' : judged.outcome),
    outOfLimit: judged.outOfLimit,
    finding: judged.finding,
    answeredBy: row.completedBy,
    answeredByName: personName(row.completedBy, record.completedByName),
    answeredAt: toIsoOrNull(row.completedAt),
    followUpWorkOrderId: row.followUpWorkOrderId,
    followUpFoNumber: record.followUpFoNumber,
  };
}

/** A box unticked again: no answer, the follow-up it raised (if any) still named. */
export const clearedAnswer = ({ row, followUpFoNumber }: ChecklistRecord): StepAnswer => ({
  stepId: row.stepId,
  value: false,
  note: row.note,
  attachmentId: null,
  outcome: null,
  outOfLimit: false,
  finding: null,
  answeredBy: null,
  answeredByName: null,
  answeredAt: null,
  followUpWorkOrderId: row.followUpWorkOrderId,
  followUpFoNumber,
});

export function toOrderStep(record: ChecklistRecord): OrderStep {
  const step = stepOf(record.row);
  return {
    itemId: record.row.id,
    section: record.row.section,
    step,
    answer: answerOf(record, step),
    version: record.row.version,
  };
}

/** The titles of the order's required steps still unanswered. */
export function missingRequired(steps: readonly OrderStep[]): string[] {
  const answers = new Map<string, StepAnswerInput>(
    steps.flatMap((s) =>
      s.answer
        ? [[s.step.id, { value: s.answer.value, attachmentId: s.answer.attachmentId ?? undefined }] as const]
        : [],
    ),
  );
  return missingRequiredSteps(
    steps.map((s) => s.step),
    answers,
  );
}
