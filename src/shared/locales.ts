/**
 * The languages Fieldwork speaks (issue 29). English is the source every catalogue is checked against.
 * Without zod (its schema is schemas/locale.ts): the web app's entry reads these, and sign-in loads
 * zod only when a form needs it (ADR 69).
 */
export const LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language in its own words: a person looking for theirs does not read English. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of a browser's preferred languages Fieldwork speaks: an exact tag first, then its
 * language alone ("pt-PT" gets Brazilian Portuguese, "de-AT" German), else English.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase();
    const byLanguage = LOCALES.find((locale) => locale.split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return SOURCE_LOCALE;
}
