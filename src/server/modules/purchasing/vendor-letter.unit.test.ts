import { describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '../../../shared/schemas/purchasing';
import { wordingFor } from './purchase-order-document';
import { vendorLetter } from './vendor-letter';

/** Only what the letter reads of an order. */
const order = {
  number: 'PO-2026-0042',
  lines: [{}, {}, {}],
  total: '1234.5',
  currency: 'EUR',
  expectedDate: '2026-12-14',
  notes: 'Deliver to gate 3',
} as unknown as PurchaseOrder;
const context = {
  vendor: { name: 'Hydraulik Nord GmbH', contactPerson: 'Jonas Berg' },
  plant: { warehouseName: 'Werk Köln' },
  sender: 'Jana Becker',
};

describe('the letter a purchase order goes to its vendor with', () => {
  it('is the English it always was', () => {
    expect(vendorLetter(order, context, wordingFor(null, 'Europe/Berlin'))).toEqual({
      subject: 'Purchase order PO-2026-0042 from Werk Köln',
      body: [
        'Dear Jonas Berg,',
        '',
        'please find attached our purchase order PO-2026-0042 (3 lines, total 1,234.50 EUR).',
        'Please deliver to Werk Köln by 2026-12-14, and quote PO-2026-0042 on the delivery note and the invoice.',
        '',
        'Deliver to gate 3',
        '',
        'Thank you,',
        'Jana Becker',
        'Werk Köln',
      ].join('\n'),
    });
  });

  it('is written in the sender’s language, figures too', () => {
    const letter = vendorLetter(
      { ...order, lines: order.lines.slice(0, 1), notes: null, expectedDate: null },
      context,
      wordingFor('de', 'Europe/Berlin'),
    );
    expect(letter.subject).toBe('Bestellung PO-2026-0042 von Werk Köln');
    expect(letter.body).toBe(
      [
        'Guten Tag Jonas Berg,',
        '',
        'anbei erhalten Sie unsere Bestellung PO-2026-0042 (1 Position, Summe 1.234,50 EUR).',
        'Bitte liefern Sie an Werk Köln und geben Sie PO-2026-0042 auf Lieferschein und Rechnung an.',
        '',
        'Vielen Dank',
        'Jana Becker',
        'Werk Köln',
      ].join('\n'),
    );
  });
});
