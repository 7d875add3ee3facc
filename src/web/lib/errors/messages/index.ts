import { ERROR_TEXTS } from '@shared/i18n/error-texts';
import { NAMES } from '@shared/i18n/names';
import { defineCatalogue } from '@web/lib/i18n/catalogue';

/**
 * The English is the shared registry itself (src/shared/i18n), which every schema already
 * carries; ./en.json is its copy for the catalogue checks, kept equal by error-text.test.ts.
 * The other languages load on demand, each a chunk of its own.
 */
const english: Readonly<Record<string, string>> = {
  ...ERROR_TEXTS,
  ...Object.fromEntries(Object.entries(NAMES).map(([key, label]) => [`name.${key}`, label])),
};

export const errorMessages = defineCatalogue(
  'errors',
  english,
  import.meta.glob(['./*.json', '!./en.json'], { import: 'default' }),
);
