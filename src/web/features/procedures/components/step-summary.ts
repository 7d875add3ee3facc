import { limitText } from '@shared/procedure-rules';
import type { ProcedureStep } from '@shared/schemas/procedures';

export const STEP_TYPE_LABELS: Record<ProcedureStep['type'], string> = {
  checkbox: 'Checkbox',
  pass_flag_fail: 'Pass / flag / fail',
  number: 'Number',
  text: 'Text',
  choice: 'One of a list',
  photo: 'Photo',
  meter_reading: 'Meter reading',
  signature: 'Signature',
};

const FAILURE_TEXT = { nothing: null, flag: 'flags the order', follow_up: 'raises a follow-up' } as const;

/** What a step asks and what its failure does, in one line: "Number 40–60 N · a fail raises a follow-up (high)". */
export function stepSummary(step: ProcedureStep): string {
  const parts: string[] = [STEP_TYPE_LABELS[step.type]];
  if (step.type === 'number') parts.push(limitText(step) ?? `in ${step.unit}`);
  if (step.type === 'choice') parts.push(step.options.join(' / '));
  if (step.type === 'meter_reading') parts.push(step.meterName);
  if ('onFailure' in step) {
    const does = FAILURE_TEXT[step.onFailure.action];
    if (does)
      parts.push(
        `a fail ${does}${step.onFailure.action === 'follow_up' ? ` (${step.onFailure.priority})` : ''}`,
      );
  }
  if (step.required) parts.push('required');
  return parts.join(' · ');
}
