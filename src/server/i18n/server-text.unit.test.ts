import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales';
import { messageArguments } from '../../shared/i18n/message-arguments';
import { SERVER_CATALOGUES, wordServerText } from './server-text';

describe('server texts', () => {
  const english = SERVER_CATALOGUES.en;

  it.each(LOCALES)('%s has exactly the English keys, each with the same arguments', (locale) => {
    const catalogue = SERVER_CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    const differing = Object.entries(english).filter(
      ([key, message]) =>
        !catalogue[key]?.trim() ||
        messageArguments(message).join() !== messageArguments(catalogue[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('words a text in the reader’s language, English when they have none', () => {
    const text = { key: 'notification.pmGenerated.title', params: { count: 3 } } as const;
    expect(wordServerText(text, null)).toBe('PM scheduler created 3 work orders');
    expect(wordServerText({ ...text, params: { count: 1 } }, 'en')).toBe('PM scheduler created 1 work order');
    expect(wordServerText(text, 'de')).toBe('Der Wartungsplaner hat 3 Arbeitsaufträge erstellt');
    expect(wordServerText({ key: 'notification.woAssigned.title', params: { number: 'FO-7' } }, 'es')).toBe(
      'Se te asignó la orden de trabajo FO-7',
    );
  });
});
