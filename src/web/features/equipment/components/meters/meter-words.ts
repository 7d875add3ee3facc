import type { Meter, MeterForecast } from '@shared/schemas/meters';
import { formatDateParts, formatDateRange, formatNumber, type FormatOptions } from '@web/lib/formatting';

/** "1,310 h": a value with its meter's unit. */
export function formatReading(value: number, unit: string, options: FormatOptions = {}): string {
  return `${formatNumber(value, options)} ${unit}`;
}

/** A rate as a planner reads it: whole units from 10 a day up, one decimal under. */
function roundRate(rate: number): number {
  return rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10;
}

const DAY_MONTH = { day: 'numeric', month: 'short' } as const;

/**
 * The forecast under a counter: "Next 500 h service ≈ 14 Dec (11 – 19 Dec), at 38 h/day", the
 * range as the locale writes one. Without a forecast, the server's reason: "Next service: not
 * enough readings". `interval` is the PM's usage interval when known.
 */
export function forecastText(
  forecast: MeterForecast,
  interval: number | null,
  options: FormatOptions = {},
): string {
  const service =
    interval === null ? 'Next service' : `Next ${formatReading(interval, forecast.unit, options)} service`;
  if (!forecast.nextDueAt) return `${service}: ${forecast.reason ?? 'no forecast'}`;
  const due = formatDateParts(forecast.nextDueAt, DAY_MONTH, options);
  const range =
    forecast.earliest && forecast.latest
      ? ` (${formatDateRange(forecast.earliest, forecast.latest, DAY_MONTH, options)})`
      : '';
  const rate =
    forecast.rate === null
      ? ''
      : `, at ${formatNumber(roundRate(forecast.rate), options)} ${forecast.unit}/day`;
  return `${service} ≈ ${due}${range}${rate}`;
}

/** A gauge's limits in words: "20 – 80 °C", "At most 80 °C", "At least 20 °C", or null without any. */
export function limitsText(meter: Pick<Meter, 'minValue' | 'maxValue' | 'unit'>): string | null {
  const { minValue, maxValue, unit } = meter;
  if (minValue !== null && maxValue !== null)
    return `${formatNumber(minValue)} – ${formatReading(maxValue, unit)}`;
  if (maxValue !== null) return `At most ${formatReading(maxValue, unit)}`;
  if (minValue !== null) return `At least ${formatReading(minValue, unit)}`;
  return null;
}

export const KIND_LABELS = { counter: 'Counter', gauge: 'Gauge' } as const;

export const RESET_LABELS = { replacement: 'Meter replaced', rollover: 'Rolled over' } as const;
