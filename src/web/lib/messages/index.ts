import { defineCatalogue } from '@web/lib/i18n/catalogue';
import en from './en.json';

/**
 * The words of src/web/lib (formatting, toasts raised outside screens), read through
 * ../lib-texts.ts, to which the app's entry hands this catalogue (src/web/app/app.tsx).
 */
export const libMessages = defineCatalogue(
  'lib',
  en,
  import.meta.glob(['./*.json', '!./en.json'], { import: 'default' }),
);
