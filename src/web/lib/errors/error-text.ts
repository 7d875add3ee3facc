import { useEffect, useSyncExternalStore } from 'react';
import { NAMES, type NameKey } from '@shared/i18n/names';
import { codeOfMessage, NAME_PARAMS, rememberCode, type ErrorParams } from '@shared/i18n/said';
import { ERROR_CODES } from '@shared/errors';
import { SOURCE_LOCALE, type Locale } from '@shared/locales';
import type { Messages } from '../i18n/catalogue';
import { formatMessage, type MessageValues } from '../i18n/format-message';
import { currentLocale } from '../i18n/locale-store';
import { useLocale } from '../i18n/use-t';
import type { errorMessages } from './messages';

/** What an error says: its code and params if it has them, and always its English. */
export interface SaidError {
  code?: string;
  params?: ErrorParams;
  message: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Bumped when a language's texts arrive, so screens showing an English fallback word it again. */
let arrivals = 0;

function announceArrival(): void {
  arrivals += 1;
  listeners.forEach((listener) => listener());
}

type ErrorCatalogue = typeof errorMessages;
let catalogue: ErrorCatalogue | undefined;
let catalogueLoading: Promise<ErrorCatalogue> | undefined;

/**
 * The error catalogue, once its module is here. It loads apart from every route: its ~300 texts
 * in a language are wanted only where a form shows in that language, and not to show a route.
 */
function loadCatalogue(): Promise<ErrorCatalogue> {
  catalogueLoading ??= import('./messages').then((module) => (catalogue = module.errorMessages));
  return catalogueLoading;
}

/**
 * The language's error texts if loaded; otherwise starts loading them (and says English meanwhile).
 * Reading marks the catalogue as shown, so a later language switch loads it before switching.
 */
function textsOf(locale: Locale): Messages | undefined {
  if (!catalogue) {
    void loadCatalogue().then(announceArrival);
    return undefined;
  }
  const read = catalogue.read(locale);
  if (!(read instanceof Promise)) return read;
  void read.then(announceArrival);
  return undefined;
}

/** Loads a language's error texts (what a form starts as it shows, so that its errors seldom wait). */
export async function loadErrorTexts(locale: Locale): Promise<void> {
  await (await loadCatalogue()).load(locale);
}

/** A name of NAMES in the language when its texts are here, else in English. */
function nameIn(locale: Locale, texts: Messages | undefined, key: NameKey): string {
  const nameKey = `name.${key}`;
  return texts?.[nameKey] !== undefined ? formatMessage(locale, texts, nameKey) : NAMES[key];
}

/** A `field`/`record` param is a key of NAMES: worded in the language, else in English. */
function wordedParams(locale: Locale, texts: Messages, params: ErrorParams = {}): MessageValues {
  const values: Record<string, string | number> = { ...params };
  for (const name of NAME_PARAMS) {
    const key = params[name];
    if (typeof key === 'string' && key in NAMES) values[name] = nameIn(locale, texts, key as NameKey);
  }
  return values;
}

/**
 * An error in the language the screens speak (ADR 65): its code's text with its params, or its
 * English `message` when the code has no text (a message not converted yet), the language's
 * texts have not arrived, or the params do not fit the text.
 */
export function errorText(said: SaidError, locale: Locale = currentLocale()): string {
  const { code } = said;
  if (locale === SOURCE_LOCALE || !code) return said.message;
  const texts = textsOf(locale);
  if (!texts || texts[code] === undefined) return said.message;
  try {
    return formatMessage(locale, texts, code, wordedParams(locale, texts, said.params));
  } catch {
    return said.message;
  }
}

/**
 * A message that travels as English only (a zod issue's, a form field's error, a policy's reason):
 * worded by the code the shared schemas said it with or the server answered it with.
 */
export function localizeMessage(message: string, locale: Locale = currentLocale()): string {
  return errorText({ ...codeOfMessage(message), message }, locale);
}

/** Remembers the codes of a server's error answer, so its English, shown anywhere, finds them. */
export function rememberAnswerCodes(body: {
  code?: unknown;
  params?: ErrorParams;
  message: string;
  details?: readonly { code?: unknown; params?: ErrorParams; message: string }[];
}): void {
  for (const said of [body, ...(body.details ?? [])]) {
    // A bare status class (CONFLICT) has no text of its own: its English is all there is.
    if (typeof said.code === 'string' && !(said.code in ERROR_CODES)) {
      rememberCode(said.message, said.code, said.params);
    }
  }
}

function subscribeArrivals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const arrivalsNow = () => arrivals;

/** The screens' language, its error texts started loading; re-renders when they arrive. */
function useErrorTextsLocale(): Locale {
  const locale = useLocale();
  useSyncExternalStore(subscribeArrivals, arrivalsNow, arrivalsNow);
  useEffect(() => {
    if (locale !== SOURCE_LOCALE) textsOf(locale);
  }, [locale]);
  return locale;
}

/**
 * `localizeMessage` for a component: it speaks the screens' language and words again when that
 * language's error texts arrive. It never suspends, so a form never falls back to its loader.
 */
export function useLocalizeMessage(): (message: string) => string {
  const locale = useErrorTextsLocale();
  return (message: string) => localizeMessage(message, locale);
}

/** `errorText` for a component: an answer's code worded in the screens' language, again when its texts arrive. */
export function useErrorText(): (said: SaidError) => string {
  const locale = useErrorTextsLocale();
  return (said: SaidError) => errorText(said, locale);
}

/**
 * The name of a field in the screens' language (what a conflict panel lists): a key of NAMES,
 * worded like an error's `{field}`, and words again when the language's texts arrive.
 */
export function useFieldName(): (key: NameKey) => string {
  const locale = useErrorTextsLocale();
  return (key: NameKey) => nameIn(locale, locale === SOURCE_LOCALE ? undefined : textsOf(locale), key);
}
