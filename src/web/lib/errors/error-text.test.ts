import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/i18n/error-texts';
import { NAMES } from '@shared/i18n/names';
import { formatMessage } from '../i18n/format-message';
import en from './messages/en.json';
import de from './messages/de.json';
import { errorText, loadErrorTexts, localizeMessage, rememberAnswerCodes } from './error-text';

describe('error texts on the client (ADR 65)', () => {
  it('en.json is the shared registry, word for word', () => {
    const english = {
      ...ERROR_TEXTS,
      ...Object.fromEntries(Object.entries(NAMES).map(([key, label]) => [`name.${key}`, label])),
    };
    expect(en).toEqual(english);
  });

  it('ICU words the English exactly as the shared registry does', () => {
    expect(formatMessage('en', en, 'number.atMost', { field: 'limit', max: 2147483647 })).toBe(
      'limit must be at most 2147483647',
    );
  });

  it('words a code in German with its params and its field name', async () => {
    await loadErrorTexts('de');
    expect(
      errorText(
        {
          code: 'text.tooLong',
          params: { field: 'assetModel', max: 200 },
          message: 'Asset model must be at most 200 characters',
        },
        'de',
      ),
    ).toBe(`${de['name.assetModel']} darf höchstens 200 Zeichen lang sein`);
  });

  it('falls back to the English for an unknown code, a bare class code, or English itself', async () => {
    await loadErrorTexts('de');
    expect(errorText({ code: 'nope.unknown', message: 'Kept as sent' }, 'de')).toBe('Kept as sent');
    expect(errorText({ code: 'CONFLICT', message: 'Not converted yet' }, 'de')).toBe('Not converted yet');
    expect(
      errorText(
        { code: 'workOrder.descriptionMin', message: 'Description must be at least 10 characters' },
        'en',
      ),
    ).toBe('Description must be at least 10 characters');
  });

  it('finds the code of a server message it has read', async () => {
    await loadErrorTexts('de');
    rememberAnswerCodes({
      code: 'part.onlyInStock',
      params: { count: 2 },
      message: 'Only 2 in stock',
    });
    expect(localizeMessage('Only 2 in stock', 'de')).toBe('Nur 2 auf Lager');
  });
});
