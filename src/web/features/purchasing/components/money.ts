import { formatMoney } from '@web/lib/formatting';

/** Amounts arrive as decimal strings ("12.50"); a line's total is counted in cents, not floats. */
export function lineTotalOf(quantity: number, unitPrice: string): number {
  return (Math.round(Number(unitPrice) * 100) * quantity) / 100;
}

export function formatAmount(amount: string | number, currency: string | undefined): string {
  const value = Number(amount);
  return formatMoney(Number.isFinite(value) ? value : 0, { currency });
}
