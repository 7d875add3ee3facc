import { defineCatalogue } from '@web/lib/i18n/catalogue';
import english from './en.json';

/**
 * The English is ./en.json, the shared registry's copy (kept equal by error-text.test.ts): the
 * registry's tables are each in the routes of their own module, and importing them all here
 * would make every route list them all to preload with this catalogue. English errors show
 * their `message` and never load this module; the other languages load on demand, each a chunk
 * of its own.
 */

export const errorMessages = defineCatalogue(
  'errors',
  english,
  import.meta.glob(['./*.json', '!./en.json'], { import: 'default' }),
);
