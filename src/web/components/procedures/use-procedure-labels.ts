import { useMemo } from 'react';
import type { ProcedureStep, StepAnswerValue } from '@shared/schemas/procedures';
import { useT } from '@web/lib/i18n/use-t';
import { answerValueText, type PassFlagFail } from './answer-text';
import { proceduresMessages } from './messages';

/**
 * A procedure's words in the screens' language: the twins of PASS_FLAG_FAIL_LABELS, FLAGGED_TEXT,
 * answerValueText and ADDED_LINES_TITLE (step-sections.ts).
 */
export function useProcedureLabels() {
  const t = useT(proceduresMessages);
  return useMemo(() => {
    const passFlagFail = (answer: PassFlagFail) => t(`answer.${answer}`);
    return {
      passFlagFail,
      flagged: t('flagged'),
      addedLinesTitle: t('addedLines'),
      answerValueText: (step: ProcedureStep, value: StepAnswerValue | undefined) =>
        answerValueText(step, value, passFlagFail),
    };
  }, [t]);
}
