import { useMemo } from 'react';
import type { ProcedureStep, ProcedureStepOf, StepAnswer, StepAnswerValue } from '@shared/schemas/procedures';
import { useT } from '@web/lib/i18n/use-t';
import { answerValueText, type PassFlagFail } from './answer-text';
import { proceduresMessages } from './messages';

/**
 * A procedure's words in the screens' language: a pass, flag or fail, what a flag does ("Flagged
 * for the planner"), an answer's value, the heading of the lines added to an order, and a number
 * step's limits (the twin of limitText in @shared/procedure-rules, which the server words in English).
 */
export function useProcedureLabels() {
  const t = useT(proceduresMessages);
  return useMemo(() => {
    const passFlagFail = (answer: PassFlagFail) => t(`answer.${answer}`);
    const limits = ({ min, max, unit }: Pick<ProcedureStepOf<'number'>, 'min' | 'max' | 'unit'>) => {
      if (min !== null && max !== null) return t('limits.between', { min, max, unit });
      if (min !== null) return t('limits.atLeast', { min, unit });
      if (max !== null) return t('limits.atMost', { max, unit });
      return null;
    };
    return {
      passFlagFail,
      flagged: t('flagged'),
      addedLinesTitle: t('addedLines'),
      answerValueText: (step: ProcedureStep, value: StepAnswerValue | undefined) =>
        answerValueText(step, value, passFlagFail),
      /** "40–60 N", "at least 40 N", "at most 60 N"; null when the step has no limits. */
      limits,
      /**
       * What failed, worded from the answer (the server keeps its English `finding`): "52 N —
       * outside 40–60 N", "Fail", the failing option chosen.
       */
      finding: (step: ProcedureStep, answer: Pick<StepAnswer, 'value' | 'finding'>) => {
        const { value } = answer;
        if (step.type === 'number' && typeof value === 'number')
          return t('finding.outside', { value, unit: step.unit, limits: limits(step) ?? '' });
        return answerValueText(step, value, passFlagFail) ?? answer.finding;
      },
    };
  }, [t]);
}
