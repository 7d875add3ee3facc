import { useCallback } from 'react';
import { SOURCE_LOCALE } from '@shared/locales';
import type { ChangeAction, ChangeWording } from '@web/lib/offline/change-action';
import { formatMessage } from '@web/lib/i18n/format-message';
import { useT } from '@web/lib/i18n/use-t';
import { offlineMessages } from './messages';

/** The change queue's names for what a person did, worded when shown (catalogue keys `change.…`). */
export type ChangeKey = Extract<keyof typeof offlineMessages.source, `change.${string}`>;

export const isChangeKey = (key: string): key is ChangeKey =>
  key.startsWith('change.') && key in offlineMessages.source;

/**
 * The label and wording of a change for the queue: what it is worded from, so the queue shows it
 * in the language its reader speaks then; the label in English, for whatever reads actions
 * without the catalogue.
 */
export function wordChange(
  key: ChangeKey,
  values?: ChangeWording['values'],
): { label: string; wording: ChangeWording } {
  return {
    label: formatMessage(SOURCE_LOCALE, offlineMessages.sourceMessages, key, values),
    wording: values ? { key, values } : { key },
  };
}

/**
 * An action's name in the screens' language: from its wording; an action queued before there
 * was one (still on devices) by the label it was queued with.
 */
export function useChangeLabel(): (action: Pick<ChangeAction, 'label' | 'wording'>) => string {
  const t = useT(offlineMessages);
  return useCallback(
    ({ label, wording }) => (wording && isChangeKey(wording.key) ? t(wording.key, wording.values) : label),
    [t],
  );
}

/** A change's name for the queue, as wordChange gives it. */
export type ChangeName = ReturnType<typeof wordChange>;
