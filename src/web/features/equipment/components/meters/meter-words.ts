import type { Meter, MeterForecast } from '@shared/schemas/meters';
import { formatDateParts, formatDateRange, formatNumber, type FormatOptions } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { equipmentMessages } from '../../messages';

type Texts = TextsOf<typeof equipmentMessages>;

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
  t: Texts,
  forecast: MeterForecast,
  interval: number | null,
  options: FormatOptions = {},
): string {
  const service =
    interval === null
      ? t('forecast.nextService')
      : t('forecast.nextIntervalService', { interval: formatReading(interval, forecast.unit, options) });
  if (!forecast.nextDueAt)
    return t('forecast.reason', { service, reason: forecast.reason ?? t('forecast.noForecast') });
  const due = formatDateParts(forecast.nextDueAt, DAY_MONTH, options);
  const dated =
    forecast.earliest && forecast.latest
      ? t('forecast.dueRange', {
          service,
          due,
          range: formatDateRange(forecast.earliest, forecast.latest, DAY_MONTH, options),
        })
      : t('forecast.due', { service, due });
  if (forecast.rate === null) return dated;
  return t('forecast.withRate', {
    forecast: dated,
    rate: formatNumber(roundRate(forecast.rate), options),
    unit: forecast.unit,
  });
}

/** A gauge's limits in words: "20 – 80 °C", "At most 80 °C", "At least 20 °C", or null without any. */
export function limitsText(t: Texts, meter: Pick<Meter, 'minValue' | 'maxValue' | 'unit'>): string | null {
  const { minValue, maxValue, unit } = meter;
  if (minValue !== null && maxValue !== null)
    return `${formatNumber(minValue)} – ${formatReading(maxValue, unit)}`;
  if (maxValue !== null) return t('limits.atMost', { value: formatReading(maxValue, unit) });
  if (minValue !== null) return t('limits.atLeast', { value: formatReading(minValue, unit) });
  return null;
}

/** The catalogue key of each meter kind's name. */
export const KIND_LABELS = { counter: 'meter.kind.counter', gauge: 'meter.kind.gauge' } as const;

/** The catalogue key of each kind of reset. */
export const RESET_LABELS = {
  replacement: 'meter.reset.replacement',
  rollover: 'meter.reset.rollover',
} as const;
