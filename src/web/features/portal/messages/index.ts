import { defineCatalogue } from '@web/lib/i18n/catalogue';
import en from './en.json';

export const portalMessages = defineCatalogue(
  'portal',
  en,
  import.meta.glob(['./*.json', '!./en.json'], { import: 'default' }),
);
