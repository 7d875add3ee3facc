import { isLocale, SOURCE_LOCALE, type Locale } from '@shared/locales';
import type { Catalogue, Messages } from './i18n/catalogue';
import { formatMessage, type MessageValues } from './i18n/format-message';
import en from './messages/en.json';

/**
 * The words of src/web/lib's own functions (formatting.ts, the toasts raised outside any screen)
 * in the language the screens speak, for functions that cannot take a `t` and must not suspend.
 *
 * formatting.ts is imported by the language store itself, so this module imports neither the
 * store nor the catalogue's module (either would close an import cycle through the store): the
 * store tells formatting.ts the language, formatting.ts tells `speakLibTexts`, and the app's entry
 * hands the catalogue over with `readLibTextsFrom` (src/web/app/app.tsx). Until a language's texts
 * have arrived, and in tests that never hand it over, the words are the English ones.
 */
export type LibKey = keyof typeof en & string;

const source = en as unknown as Messages;
let language: Locale = SOURCE_LOCALE;
let texts: Messages = source;
let catalogue: Catalogue<typeof en> | undefined;

/** Reads the language's texts from the catalogue (marking it as shown, so a later switch loads it first). */
function readTexts(next: Locale): void {
  if (!catalogue) return;
  const read = catalogue.read(next);
  if (read instanceof Promise) {
    void read.then((messages) => {
      if (language === next) texts = messages;
    });
  } else texts = read;
}

/** The catalogue of lib's words (./messages), handed over once by the app's entry. */
export function readLibTextsFrom(libCatalogue: Catalogue<typeof en>): void {
  catalogue = libCatalogue;
  readTexts(language);
}

/** Called with every language the screens switch to (and the first). */
export function speakLibTexts(next: string): void {
  language = isLocale(next) ? next : SOURCE_LOCALE;
  texts = source;
  readTexts(language);
}

/** One of lib's messages, formatted in the language whose texts are loaded (English until then). */
export function libText(key: LibKey, values?: MessageValues): string {
  return texts[key] !== undefined
    ? formatMessage(language, texts, key, values)
    : formatMessage(SOURCE_LOCALE, source, key, values);
}

/** Whether lib words a role: the known roles are in its catalogue, anything else is shown as it came. */
export function isWordedRole(role: string): role is 'technician' | 'supervisor' | 'manager' | 'admin' {
  return `role.label.${role}` in en;
}
