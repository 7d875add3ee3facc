import { IntlMessageFormat } from 'intl-messageformat';
import { SOURCE_LOCALE, type Locale } from '../../shared/locales';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import ptBR from './messages/pt-BR.json';

/**
 * What the server words for a person rather than for an API caller (issue 29 §2): notifications,
 * push and mails, in the recipient's language. API error messages stay English; they carry codes.
 */
export type ServerTextKey = keyof typeof en;
/** A text's arguments; one that is a text itself is worded first, in the same language. */
export type ServerTextParams = Readonly<Record<string, string | number | ServerText>>;

/** A text to word later, in whoever reads it's language: kept as this with the record it belongs to. */
export interface ServerText {
  key: ServerTextKey;
  params?: ServerTextParams;
}

export const SERVER_CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en,
  de,
  es,
  fr,
  'pt-BR': ptBR,
};

const formats = new Map<string, IntlMessageFormat>();

export function wordServerText(text: ServerText, locale: Locale | null | undefined): string {
  const language = locale ?? SOURCE_LOCALE;
  const message = SERVER_CATALOGUES[language][text.key] ?? en[text.key];
  const cacheKey = `${language}\u0000${text.key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    formats.set(cacheKey, format);
  }
  const params = text.params && Object.entries(text.params);
  return String(
    format.format(
      params &&
        Object.fromEntries(
          params.map(([name, value]) => [
            name,
            typeof value === 'object' ? wordServerText(value, language) : value,
          ]),
        ),
    ),
  );
}

export function isServerText(value: unknown): value is ServerText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    (value as { key: string }).key in en
  );
}
