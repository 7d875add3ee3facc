import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { expect, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../../src/shared/locales';

type Catalogue = Record<string, string>;

const WEB_ROOT = fileURLToPath(new URL('../../src/web', import.meta.url));

/** Every web catalogue, as `folder → language → texts` (the parity test keeps them aligned). */
function readCatalogues(): Map<string, Map<string, Catalogue>> {
  const catalogues = new Map<string, Map<string, Catalogue>>();
  for (const entry of readdirSync(WEB_ROOT, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(path.dirname(entry)) !== 'messages' || !entry.endsWith('.json')) continue;
    const folder = path.dirname(entry);
    const languages = catalogues.get(folder) ?? new Map<string, Catalogue>();
    languages.set(
      path.basename(entry, '.json'),
      JSON.parse(readFileSync(path.join(WEB_ROOT, entry), 'utf8')),
    );
    catalogues.set(folder, languages);
  }
  return catalogues;
}

const CATALOGUES = readCatalogues();

function literalsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => literalsOf(option.value));
    }
    if (element.type === TYPE.tag) return literalsOf(element.children);
    return [];
  });
}

const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []) as string[];

function wordsOfLanguage(locale: string): Set<string> {
  const words = new Set<string>();
  for (const languages of CATALOGUES.values()) {
    for (const message of Object.values(languages.get(locale) ?? {})) {
      for (const literal of literalsOf(parse(message))) for (const word of wordsOf(literal)) words.add(word);
    }
  }
  return words;
}

/**
 * The English catalogue's words that the other language never uses: seeing one of them on a
 * screen in that language means a text was left in English. Words both languages share
 * ("Status", "Filter", "Dashboard") say nothing, so they are not counted.
 */
export function englishOnlyWords(locale: Locale): Set<string> {
  const theirs = wordsOfLanguage(locale);
  return new Set([...wordsOfLanguage('en')].filter((word) => !theirs.has(word)));
}

/** An English message with `values`, or nothing when it needs others (its wording is not this text). */
function wordingIn(
  message: string,
  locale: string,
  values: Record<string, string | number>,
): string | undefined {
  try {
    return String(new IntlMessageFormat(message, locale).format(values));
  } catch {
    return undefined;
  }
}

/**
 * A screen text in `locale`, looked up by its English wording (the spec's text), so a journey
 * reads as the English one does. `folder` (under src/web) and `key` narrow the search where two
 * places word the same English differently; every message searched must agree on the translation.
 */
export function say(
  locale: Locale,
  english: string,
  {
    values = {},
    folder,
    key: onlyKey,
  }: { values?: Record<string, string | number>; folder?: string; key?: string } = {},
): string {
  const translations = new Set<string>();
  for (const [directory, languages] of CATALOGUES) {
    if (folder && directory !== `${folder}/messages`) continue;
    const target = languages.get(locale) ?? {};
    for (const [key, message] of Object.entries(languages.get('en') ?? {})) {
      const translated = target[key];
      if (onlyKey !== undefined && key !== onlyKey) continue;
      if (translated === undefined || wordingIn(message, 'en', values) !== english) continue;
      const wording = wordingIn(translated, locale, values);
      if (wording !== undefined) translations.add(wording);
    }
  }
  if (translations.size !== 1) {
    throw new Error(
      `"${english}" has ${translations.size} translations into ${locale}: ${[...translations].join(' | ')}`,
    );
  }
  return [...translations][0]!;
}

/** What a person sees or hears on the page: its text and the names and hints of its controls. */
async function wordingOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .map((element) =>
        ['aria-label', 'placeholder', 'title', 'alt']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' '),
      )
      .join('\n');
    return `${document.title}\n${document.body.innerText}\n${attributes}`;
  });
}

/**
 * Fails with the English words found on the page, and where: `ownWords` are the journey's own
 * data (names, descriptions it typed), which stay as they were written.
 */
export async function expectNoEnglish(page: Page, locale: Locale, ownWords: readonly string[] = []) {
  const english = englishOnlyWords(locale);
  const own = new Set(ownWords.flatMap(wordsOf));
  const wording = await wordingOf(page);
  const found = wording
    .split('\n')
    .filter((line) => wordsOf(line).some((word) => english.has(word) && !own.has(word)));
  expect(found, `English left on ${page.url()} in ${locale}`).toEqual([]);
}
