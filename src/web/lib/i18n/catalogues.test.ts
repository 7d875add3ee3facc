import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@shared/locales';
import { messageArguments } from '@shared/i18n/message-arguments';

type Messages = Record<string, string>;

const files = import.meta.glob<Messages>('/src/web/**/messages/*.json', { eager: true, import: 'default' });

/** "/src/web/features/auth/messages/de.json" → ["features/auth", "de"]. */
function splitPath(path: string): [string, string] {
  const match = /^\/src\/web\/(.+)\/messages\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected catalogue path ${path}`);
  return [match[1], match[2]];
}

const catalogues = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(files)) {
  const [feature, locale] = splitPath(path);
  const languages = catalogues.get(feature) ?? new Map<string, Messages>();
  languages.set(locale, messages);
  catalogues.set(feature, languages);
}

describe('message catalogues', () => {
  it('exist', () => {
    expect(catalogues.size).toBeGreaterThan(0);
  });

  describe.each([...catalogues.keys()])('%s', (feature) => {
    const languages = catalogues.get(feature) ?? new Map<string, Messages>();
    const source = languages.get(SOURCE_LOCALE) ?? {};

    it('has every language and no other', () => {
      expect([...languages.keys()].sort()).toEqual([...LOCALES].sort());
    });

    it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
      '%s has the same keys as English, each a non-empty message with the same arguments',
      (locale) => {
        const translated = languages.get(locale) ?? {};
        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        const differing = Object.entries(source).flatMap(([key, english]) => {
          const text = translated[key] ?? '';
          if (!text.trim()) return [`${key}: empty`];
          const expected = messageArguments(english).join(', ');
          const actual = messageArguments(text).join(', ');
          return expected === actual
            ? []
            : [`${key}: takes ${actual || 'nothing'}, English takes ${expected || 'nothing'}`];
        });
        expect(differing).toEqual([]);
      },
    );

    it('English messages are valid ICU', () => {
      const invalid = Object.entries(source).flatMap(([key, message]) => {
        try {
          messageArguments(message);
          return [];
        } catch (error) {
          return [`${key}: ${String(error)}`];
        }
      });
      expect(invalid).toEqual([]);
    });
  });
});
