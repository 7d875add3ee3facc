import { useMemo } from 'react';
import { useT } from '@web/lib/i18n/use-t';
import type { ConflictWords } from './conflict-rows';
import { editDialogMessages } from './messages';

/**
 * "(empty)", "Yes" and "No" in the screens' language, for `conflictRows(…, { words })` and
 * `formatConflictValue(value, words)`.
 */
export function useConflictWords(): ConflictWords {
  const t = useT(editDialogMessages);
  return useMemo(() => ({ empty: t('value.empty'), yes: t('value.yes'), no: t('value.no') }), [t]);
}
