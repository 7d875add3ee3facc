import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Locale } from '@shared/locales';
import type { Messages } from './catalogue';

export type MessageValues = Readonly<Record<string, PrimitiveType>>;

const formats = new Map<Locale, WeakMap<Messages, Map<string, IntlMessageFormat>>>();

/**
 * Formats one message of a catalogue's texts in a language; each is prepared once and kept. The
 * one formatter of the web app: screens reach it through `useT`, lib's own words through lib-texts.
 * It imports no language store, so modules below the store (formatting.ts) may use it.
 */
export function formatMessage(
  locale: Locale,
  messages: Messages,
  key: string,
  values?: MessageValues,
): string {
  const message = messages[key];
  if (message === undefined) return key;
  const byCatalogue = formats.get(locale) ?? new WeakMap<Messages, Map<string, IntlMessageFormat>>();
  formats.set(locale, byCatalogue);
  const byKey = byCatalogue.get(messages) ?? new Map<string, IntlMessageFormat>();
  byCatalogue.set(messages, byKey);
  let format = byKey.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    byKey.set(key, format);
  }
  return String(format.format(values));
}
