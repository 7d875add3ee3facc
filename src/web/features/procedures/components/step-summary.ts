import type { ProcedureStep } from '@shared/schemas/procedures';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { useProcedureLabels } from '@web/components/procedures/use-procedure-labels';
import type { proceduresMessages } from '../messages';

type Texts = TextsOf<typeof proceduresMessages>;

/** The catalogue key of a step type's name. */
export const stepTypeLabel = (type: ProcedureStep['type']) => `stepType.${type}` as const;

/** What a step asks and what its failure does, in one line: "Number 40–60 N · a fail raises a follow-up (high)". */
export function stepSummary(
  t: Texts,
  labels: ReturnType<typeof useProcedureLabels>,
  step: ProcedureStep,
): string {
  const parts: string[] = [t(stepTypeLabel(step.type))];
  if (step.type === 'number') parts.push(labels.limits(step) ?? t('summary.inUnit', { unit: step.unit }));
  if (step.type === 'choice') parts.push(step.options.join(' / '));
  if (step.type === 'meter_reading') parts.push(step.meterName);
  if ('onFailure' in step) {
    if (step.onFailure.action === 'flag') parts.push(t('summary.failFlags'));
    if (step.onFailure.action === 'follow_up')
      parts.push(t('summary.failFollowUp', { priority: t(`summary.priority.${step.onFailure.priority}`) }));
  }
  if (step.required) parts.push(t('summary.required'));
  return parts.join(' · ');
}
