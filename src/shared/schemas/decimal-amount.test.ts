import { describe, expect, it } from 'vitest';
import { decimalAmount } from './common';

const money = decimalAmount({
  scale: 2,
  max: 99_999_999.99,
  message: 'Use an amount with at most 2 decimals',
});

describe('decimalAmount', () => {
  it('takes every amount of whole cents, whatever binary fractions make of it', () => {
    // 19.99 × 100 is 1998.9999999999998 in binary floating point: still 1,999 cents.
    for (const [input, stored] of [
      ['19.99', '19.99'],
      ['38.20', '38.20'],
      ['0.07', '0.07'],
      ['4.35', '4.35'],
      [1.1, '1.10'],
      [99_999_999.99, '99999999.99'],
      ['', '0.00'],
    ] as const) {
      expect(money.parse(input)).toBe(stored);
    }
  });

  it('refuses a third decimal, a negative amount and more than the column holds', () => {
    for (const input of ['19.995', 0.001, '-1', 100_000_000, 'twelve']) {
      const result = money.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Use an amount with at most 2 decimals');
    }
  });
});
