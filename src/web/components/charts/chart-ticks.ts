import type { ValueAxis } from './cartesian-chart';
import { formatDateParts, formatMoney, formatNumber, formatPercent } from '@web/lib/formatting';

/**
 * Axis tick formatters in the reader's locale (lib/formatting.ts): "1.234" in German, "1,234"
 * in English. A tick is shorter than a figure in the table: money goes compact ("$13K").
 */
export type TickFormat = (value: number) => string;

export const numberTicks: TickFormat = (value) => formatNumber(value);

/** From a percentage (12.5, not 0.125): "25%", "25 %" in German. */
export const percentTicks: TickFormat = (value) => formatPercent(value);

export function moneyTicks(currency: string): TickFormat {
  return (value) => formatMoney(value, { currency, compact: true });
}

/** A time axis in milliseconds: "9 Mar" (en-GB), "9. März" (de). */
export const dayTicks: TickFormat = (at) => formatDateParts(at, { day: 'numeric', month: 'short' });

/** A 0–100 % value axis in quarters, the scale of every rate the charts draw. */
export function percentAxis(id: string, label: string): ValueAxis {
  return { id, label, domain: [0, 100], tickValues: [0, 25, 50, 75, 100], ticks: percentTicks };
}
