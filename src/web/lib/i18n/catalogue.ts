import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SOURCE_LOCALE, type Locale } from '@shared/locales';
import { onBeforeLocaleSwitch } from './locale-store';

/**
 * One feature's texts in one language: key → ICU message, as written (tests, development) or
 * already parsed by the build (scripts/vite-precompiled-messages.ts).
 */
export type Messages = Readonly<Record<string, string | MessageFormatElement[]>>;

type Loader = () => Promise<unknown>;

/**
 * A feature's catalogue: its English texts ship with its code (the source, and what shows while
 * nothing else is chosen); every other language loads on demand from its own small chunk.
 */
export interface Catalogue<M> {
  readonly id: string;
  /** The English texts, typed as written so screens may only ask for keys that exist. */
  readonly source: M;
  readonly sourceMessages: Messages;
  /** The texts in a language if loaded, else the loading of them; marks the catalogue as shown. */
  read(locale: Locale): Messages | Promise<Messages>;
  load(locale: Locale): Promise<Messages>;
}

const inUse = new Set<Catalogue<unknown>>();

onBeforeLocaleSwitch(async (next) => {
  await Promise.all([...inUse].map((catalogue) => catalogue.load(next)));
});

/** The path glob's key of a language file: "./de.json" → "de". */
function localeOfPath(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/**
 * `loaders` is `import.meta.glob('./*.json', { import: 'default' })` beside the English file, so
 * Vite splits each language into a chunk of its own.
 */
export function defineCatalogue<M extends Readonly<Record<string, string>>>(
  id: string,
  source: M,
  loaders: Readonly<Record<string, Loader>>,
): Catalogue<M> {
  const sourceMessages: Messages = source;
  const texts = new Map<Locale, Messages>([[SOURCE_LOCALE, sourceMessages]]);
  const pending = new Map<Locale, Promise<Messages>>();
  const byLocale = new Map(Object.entries(loaders).map(([path, loader]) => [localeOfPath(path), loader]));

  const catalogue: Catalogue<M> = {
    id,
    source,
    sourceMessages,
    read(locale) {
      inUse.add(catalogue);
      return texts.get(locale) ?? catalogue.load(locale);
    },
    load(locale) {
      const known = texts.get(locale);
      if (known) return Promise.resolve(known);
      let loading = pending.get(locale);
      if (!loading) {
        const loader = byLocale.get(locale);
        // A chunk that cannot be fetched (offline before it was ever cached) leaves this feature in
        // English for the rest of the visit rather than a screen that never appears.
        loading = (loader ? loader() : Promise.reject(new Error(`${id} has no ${locale} texts`))).then(
          (messages) => messages as Messages,
          () => sourceMessages,
        );
        loading.then((messages) => texts.set(locale, messages));
        pending.set(locale, loading);
      }
      return loading;
    },
  };
  return catalogue;
}
