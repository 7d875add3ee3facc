import path from 'node:path';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue file: src/web/…/messages/<language>.json, imported as itself (no ?raw or ?url). */
const CATALOGUE = /\/messages\/[^/?]+\.json$/;
const ENGLISH_CATALOGUE = /\/src\/web\/(.+)\/messages\/en\.json$/;

/** Names of the chunks that hold English texts: the bundle report counts them as texts, not code. */
export const TEXTS_CHUNK_PREFIX = 'texts-en-';

/**
 * Each feature's English texts in a chunk of its own, loaded with the feature's code as before,
 * so the bundle report can weigh a route's code and its texts apart (ADR 63).
 */
export const englishTextsChunks = {
  debugName: 'english texts',
  // Before the layout's shared chunk, which would otherwise take the layout's texts as code.
  priority: 1,
  test: ENGLISH_CATALOGUE,
  name: (moduleId: string) => {
    const feature = ENGLISH_CATALOGUE.exec(moduleId)?.[1];
    return feature ? `${TEXTS_CHUNK_PREFIX}${feature.replaceAll('/', '-')}` : null;
  },
};

const parserWithoutParsing = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser')),
  'no-parser.js',
);

/**
 * Ships every message already parsed (ADR 63): each catalogue's ICU texts become the syntax trees
 * intl-messageformat formats, and the built app takes FormatJS's parser-less build, which is 7 KB
 * lighter gzipped on the sign-in page. The file stays JSON, so Vite's own JSON handling and the
 * language's chunk are unchanged. Tests and the catalogue checks read the texts as written.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'fieldwork-precompiled-messages',
    enforce: 'pre',
    config(_config, { command }) {
      if (command !== 'build') return undefined;
      return {
        resolve: {
          alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: parserWithoutParsing }],
        },
      };
    },
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message, { ignoreTag: true })]),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
