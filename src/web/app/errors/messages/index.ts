import { defineCatalogue } from '@web/lib/i18n/catalogue';
import en from './en.json';

/**
 * The app's texts of the entry (the error screens, the router's titles): small, because the
 * sign-in page loads them too; the signed-in shell's texts are in ../../messages.
 */
export const appErrorsMessages = defineCatalogue(
  'app-errors',
  en,
  import.meta.glob(['./*.json', '!./en.json'], { import: 'default' }),
);
