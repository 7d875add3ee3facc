import { defineCatalogue } from '@web/lib/i18n/catalogue';
import en from './en.json';

export const phase1DemoMessages = defineCatalogue(
  'phase1-demo',
  en,
  import.meta.glob(['./*.json', '!./en.json'], { import: 'default' }),
);
