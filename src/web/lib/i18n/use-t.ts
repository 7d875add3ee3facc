import { useCallback, useSyncExternalStore } from 'react';
import type { Locale } from '@shared/locales';
import type { Catalogue } from './catalogue';
import { formatMessage, type MessageValues } from './format-message';
import { currentLocale, subscribeLocale } from './locale-store';

/** `M` is the English catalogue's type: its keys are the only ones a screen may ask for. */
export type Translate<M> = (key: keyof M & string, values?: MessageValues) => string;

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}

/**
 * The texts of one catalogue in the language the screens speak. A language not loaded yet
 * suspends the screen until it is (the route's loader shows meanwhile), so English never flashes.
 */
export function useT<M>(catalogue: Catalogue<M>): Translate<M> {
  const locale = useLocale();
  const messages = catalogue.read(locale);
  // Thrown, not passed to `use`: `use` on a promise makes every test render wait as for data, and
  // read conditionally it broke the hook order of a screen that was switching language (React #467).
  if (messages instanceof Promise) throw messages;
  return useCallback(
    (key, values) =>
      formatMessage(locale, key in messages ? messages : catalogue.sourceMessages, key, values),
    [locale, messages, catalogue],
  );
}

/** The `t` of a catalogue, for a function outside a component that words something: `(t: TextsOf<typeof x>) => …`. */
export type TextsOf<C> = C extends Catalogue<infer M> ? Translate<M> : never;
