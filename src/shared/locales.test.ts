import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales';

describe('matchLocale', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['PT-br'], 'pt-BR'],
    [['it-IT', 'fr-CA'], 'fr'],
    [['es-419'], 'es'],
    [['ja', 'zh'], 'en'],
    [[], 'en'],
  ])('%j → %s', (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected);
  });
});
