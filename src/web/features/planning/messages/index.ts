import { defineCatalogue } from '@web/lib/i18n/catalogue';
import en from './en.json';

export const planningMessages = defineCatalogue(
  'planning',
  en,
  import.meta.glob(['./*.json', '!./en.json'], { import: 'default' }),
);
