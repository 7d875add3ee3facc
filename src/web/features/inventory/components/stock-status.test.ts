import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { stockStatus } from '@shared/stock-status';
import type { TextsOf } from '@web/lib/i18n/use-t';
import { inventoryMessages } from '../messages';
import { formatCurrency, stockLevelText } from './stock-status';

/** The English texts, as a screen's `t` gives them. */
const t: TextsOf<typeof inventoryMessages> = (key, values) =>
  String(new IntlMessageFormat(inventoryMessages.source[key], 'en').format(values));

const label = (stockLevel: number, reorderPoint: number) =>
  t(`stock.status.${stockStatus({ stockLevel, reorderPoint })}`);

describe('part stock status (operations spec §4)', () => {
  it('is Out of Stock at or below zero, whatever the reorder point', () => {
    expect(label(0, 5)).toBe('Out of Stock');
    expect(label(0, 0)).toBe('Out of Stock');
    expect(label(-2, 0)).toBe('Out of Stock');
  });

  it('is Low Stock at or below the reorder point', () => {
    expect(label(2, 2)).toBe('Low Stock');
    expect(label(1, 2)).toBe('Low Stock');
  });

  it('is In Stock above the reorder point', () => {
    expect(label(3, 2)).toBe('In Stock');
    expect(label(1, 0)).toBe('In Stock');
  });

  it('shows the stock level as "{level} / {reorder point} min"', () => {
    expect(stockLevelText(t, { stockLevel: 3, reorderPoint: 2 })).toBe('3 / 2 min');
    expect(stockLevelText(t, { stockLevel: 0, reorderPoint: 10 })).toBe('0 / 10 min');
  });

  it("formats the decimal strings of costs and values in the plant's currency", () => {
    expect(formatCurrency('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatCurrency('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatCurrency('0.00', 'USD')).toBe('$0.00');
    expect(formatCurrency('not a number', 'USD')).toBe('$0.00');
    // Until the plant's settings are known, the amount alone: never a currency it may not be.
    expect(formatCurrency('8.4', undefined)).toBe('8.40');
  });
});
