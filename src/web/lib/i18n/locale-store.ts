import { isLocale, matchLocale, type Locale } from '@shared/locales';
import { setFormattingLocale } from '../formatting';

/** The device's language, kept like the theme: it survives sign-out, so the sign-in page speaks it too. */
export const LOCALE_KEY = 'fieldworkLocale';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Locale | undefined;
/** Work that must finish before a language shows: loading the catalogues screens already use. */
let beforeSwitch: (next: Locale) => Promise<void> = () => Promise.resolve();

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/** The browser's language first (what it formats with), then the others its person reads. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  const tags = [navigator.language, ...(navigator.languages ?? [])];
  return [...new Set(tags.filter((tag): tag is string => typeof tag === 'string' && tag !== ''))];
}

function adopt(locale: Locale): void {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  setFormattingLocale(locale, browserLanguages());
}

/** The language the screens speak: the one chosen on this device, else the browser's best match. */
export function currentLocale(): Locale {
  if (current) return current;
  const stored = readStoredLocale();
  adopt(isLocale(stored) ? stored : matchLocale(browserLanguages()));
  return current ?? 'en';
}

export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onBeforeLocaleSwitch(prepare: (next: Locale) => Promise<void>): void {
  beforeSwitch = prepare;
}

/**
 * Switches every screen to another language without a reload. The catalogues the screens on show
 * use are loaded first, so nothing flashes back to a loader or to English on the way.
 */
export async function setLocale(next: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_KEY, next);
  } catch {
    // Storage unavailable: the choice holds for this page, and the profile keeps it once signed in.
  }
  if (next === currentLocale()) return;
  await beforeSwitch(next);
  adopt(next);
  listeners.forEach((listener) => listener());
}

/** Forgets the language worked out, so the next read takes the device's choice afresh (sign-out of a test). */
export function resetLocale(): void {
  current = undefined;
  listeners.forEach((listener) => listener());
}
