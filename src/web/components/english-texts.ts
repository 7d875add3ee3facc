import { IntlMessageFormat } from 'intl-messageformat';
import { SOURCE_LOCALE } from '@shared/locales';
import type { Catalogue } from '@web/lib/i18n/catalogue';
import type { Translate } from '@web/lib/i18n/use-t';

/**
 * A catalogue's English, outside React: for a plain function whose callers do not pass a
 * screen's `t` (yet), so it words things exactly as it did before the catalogues.
 */
export function englishTexts<M>(catalogue: Catalogue<M>): Translate<M> {
  return (key, values) => {
    const message = catalogue.sourceMessages[key];
    if (message === undefined) return key;
    return String(
      new IntlMessageFormat(message, SOURCE_LOCALE, undefined, { ignoreTag: true }).format(values),
    );
  };
}
