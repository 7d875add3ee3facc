import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_STATUSES } from '../domain';
import { createWorkOrderSchema } from '../schemas/work-orders';
import { stockAdjustmentSchema } from '../schemas/parts';
import { pageQuerySchema } from '../schemas/common';
import { messageArguments } from './message-arguments';
import { NAMES } from './names';
import { ERROR_TEXTS, phrase, said, type ErrorTextKey } from './error-texts';
import { codeOfMessage, wording } from './said';

describe('error texts (ADR 65)', () => {
  it('every code has an English text, valid ICU', () => {
    for (const [code, text] of Object.entries(ERROR_TEXTS)) {
      expect(text.trim(), code).not.toBe('');
      expect(() => messageArguments(text), code).not.toThrow();
    }
  });

  it('no two codes share an English text, and no two names', () => {
    const texts = Object.values(ERROR_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
    const names = Object.values(NAMES);
    expect(new Set(names).size).toBe(names.length);
  });

  it('words the English exactly as the API said it before codes', () => {
    const samples: [ErrorTextKey, Record<string, string | number>, string][] = [
      ['workOrder.descriptionMin', {}, 'Description must be at least 10 characters'],
      ['text.tooLong', { field: 'assetModel', max: 200 }, 'Asset model must be at most 200 characters'],
      ['number.atMost', { field: 'limitParam', max: 500 }, 'limit must be at most 500'],
      ['number.atLeast', { field: 'quantity', min: -2147483648 }, 'Quantity must be at least -2147483648'],
      [
        'date.range',
        { field: 'dueDate', earliest: '1900-01-01', latest: '9999-12-31' },
        'Due date must be between 1900-01-01 and 9999-12-31',
      ],
      ['record.notFound', { record: 'workOrder' }, 'Work order not found'],
      [
        'workOrder.procedureAnswered',
        { foNumber: 'WO-2026-001' },
        "Steps of WO-2026-001's procedure are answered: its procedure can no longer be changed",
      ],
      [
        'value.unknownInList',
        { name: 'status', value: 'x', values: 'open, closed' },
        'Unknown status "x". Use one of: open, closed',
      ],
    ];
    for (const [code, params, english] of samples) expect(wording(ERROR_TEXTS[code], params)).toBe(english);
  });

  it('words the ICU select and number forms of the registry as ICU itself does', () => {
    const statuses = [...PURCHASE_ORDER_STATUSES, 'unheard_of'];
    const icuTexts = Object.entries(ERROR_TEXTS).filter(([, text]) => /, (select|number),/.test(text));
    expect(icuTexts.length).toBeGreaterThan(0);
    for (const [code, text] of icuTexts) {
      const icu = new IntlMessageFormat(text, 'en');
      const samples: Record<string, string | number>[] = [
        ...statuses.map((status) => ({ status })),
        { limit: 1234.5 },
        { limit: 100 },
        { missing: 'problem_cause', type: 'corrective' },
        { missing: 'remedy', type: 'emergency' },
        { missing: 'problem_cause_remedy', type: 'corrective' },
      ];
      for (const params of samples) {
        if (Object.keys(params).some((name) => !text.includes(`{${name},`))) continue;
        expect(wording(text, params), code).toBe(String(icu.format(params)));
      }
    }
    expect(wording(ERROR_TEXTS['purchasing.aboveApprovalLimit'], { limit: 1234.5 })).toBe(
      'This order is above your approval limit of 1,234.50: someone whose limit covers it must approve it',
    );
    expect(wording(ERROR_TEXTS['purchasing.onlyDraftChanged'], { status: 'partially_received' })).toBe(
      'Only a draft can be changed: the order is partially received',
    );
  });

  it('the schemas say their messages with codes, found again from the English', () => {
    const parsed = createWorkOrderSchema.safeParse({ foNumber: 'WO-2026-001', description: 'short' });
    expect(parsed.success).toBe(false);
    const message = parsed.error?.issues[0]?.message ?? '';
    expect(message).toBe('Description must be at least 10 characters');
    expect(codeOfMessage(message)).toEqual({ code: 'workOrder.descriptionMin' });

    const adjustment = stockAdjustmentSchema.safeParse({ kind: 'receive', quantity: 0, reason: 'Delivery' });
    expect(adjustment.error?.issues[0]?.message).toBe('Received quantity must be at least 1');

    const page = pageQuerySchema.safeParse({ limit: 501 });
    const tooMany = page.error?.issues[0]?.message ?? '';
    expect(tooMany).toBe('limit must be at most 500');
    expect(codeOfMessage(tooMany)).toEqual({
      code: 'number.atMost',
      params: { field: 'limitParam', max: 500 },
    });
  });

  it('a phrase carries its code and params; said remembers them', () => {
    expect(phrase('part.onlyInStock', { count: 3 })).toEqual({
      code: 'part.onlyInStock',
      params: { count: 3 },
      message: 'Only 3 in stock',
    });
    expect(said('auth.invalidCredentials')).toBe('Invalid credentials');
    expect(codeOfMessage('Invalid credentials')).toEqual({ code: 'auth.invalidCredentials' });
  });
});
