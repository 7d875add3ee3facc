/**
 * When a counter will reach a total (issue 24), from the rate it has been running at: the
 * median of its daily rates over the last 90 days of readings, each pair of readings weighing
 * as many days as it spans, so a week between two readings counts as seven days at that rate.
 * The quartiles of the same rates give the range the date may fall in. A pair that ends at a
 * reset (a replaced or rolled-over meter) says nothing about the rate and is left out.
 */

export interface ForecastReading {
  readAt: Date;
  /** The counter's usage over all segments at this reading. */
  total: number;
  /** This reading starts a new segment (replacement or rollover). */
  reset: boolean;
}

export interface ForecastBasis {
  readings: number;
  days: number;
  from: Date;
  to: Date;
}

export interface UsageForecast {
  kind: 'forecast';
  /** Units a day. */
  rate: number;
  nextDueAt: Date;
  earliest: Date;
  latest: Date;
  basis: ForecastBasis;
}

export interface NoForecast {
  kind: 'none';
  reason: string;
  rate: number | null;
}

export const NOT_ENOUGH_READINGS = 'not enough readings';
export const METER_NOT_RUNNING = 'the meter is not running';
export const NO_USAGE_PM = 'no usage-based PM uses this meter';
export const GAUGE_HAS_NO_FORECAST = 'a gauge has no usage forecast';

/** How far back the rate looks, and the least history it needs. */
export const FORECAST_WINDOW_DAYS = 90;
export const FORECAST_MIN_DAYS = 7;
export const FORECAST_MIN_READINGS = 3;

const DAY_MS = 86_400_000;

interface WeightedRate {
  rate: number;
  days: number;
}

/** The value below which `share` of the total weight lies (rates sorted ascending). */
function weightedQuantile(sorted: WeightedRate[], share: number): number {
  const total = sorted.reduce((sum, r) => sum + r.days, 0);
  let seen = 0;
  for (const r of sorted) {
    seen += r.days;
    if (seen >= share * total) return r.rate;
  }
  return sorted.at(-1)?.rate ?? 0;
}

/** Readings within the window before the latest one, oldest first. */
export function forecastWindow(readings: readonly ForecastReading[]): ForecastReading[] {
  const ordered = [...readings].sort((a, b) => a.readAt.getTime() - b.readAt.getTime());
  const last = ordered.at(-1);
  if (!last) return ordered;
  const since = last.readAt.getTime() - FORECAST_WINDOW_DAYS * DAY_MS;
  return ordered.filter((r) => r.readAt.getTime() >= since);
}

/** The daily usage rate and its quartiles, or why there is none. */
export function usageRate(
  readings: readonly ForecastReading[],
): { rate: number; low: number; high: number; basis: ForecastBasis } | NoForecast {
  const window = forecastWindow(readings);
  const [first, last] = [window[0], window.at(-1)];
  if (!first || !last || window.length < FORECAST_MIN_READINGS) {
    return { kind: 'none', reason: NOT_ENOUGH_READINGS, rate: null };
  }
  const [from, to] = [first.readAt, last.readAt];
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (days < FORECAST_MIN_DAYS) return { kind: 'none', reason: NOT_ENOUGH_READINGS, rate: null };
  const rates: WeightedRate[] = [];
  for (const [i, b] of window.entries()) {
    const a = window[i - 1];
    if (!a) continue;
    const span = (b.readAt.getTime() - a.readAt.getTime()) / DAY_MS;
    if (b.reset || span <= 0) continue;
    rates.push({ rate: (b.total - a.total) / span, days: span });
  }
  if (rates.length === 0) return { kind: 'none', reason: NOT_ENOUGH_READINGS, rate: null };
  rates.sort((x, y) => x.rate - y.rate);
  return {
    rate: weightedQuantile(rates, 0.5),
    low: weightedQuantile(rates, 0.25),
    high: weightedQuantile(rates, 0.75),
    basis: { readings: window.length, days, from, to },
  };
}

/** When the counter reaches `dueAtTotal`, with the range from the quartile rates. */
export function forecastUsage(
  readings: readonly ForecastReading[],
  dueAtTotal: number,
): UsageForecast | NoForecast {
  const measured = usageRate(readings);
  if ('kind' in measured) return measured;
  const { rate, low, high, basis } = measured;
  if (rate <= 0) return { kind: 'none', reason: METER_NOT_RUNNING, rate };
  const last = readings.reduce((a, b) => (b.readAt > a.readAt ? b : a));
  const remaining = Math.max(0, dueAtTotal - last.total);
  const at = (perDay: number) => new Date(last.readAt.getTime() + (remaining / perDay) * DAY_MS);
  const nextDueAt = at(rate);
  return {
    kind: 'forecast',
    rate,
    nextDueAt,
    earliest: at(Math.max(high, rate)),
    // A slow quartile of 0 (idle days) puts no bound on how late it may be: the range then ends at twice the wait.
    latest: low > 0 ? at(Math.min(low, rate)) : at(rate / 2),
    basis,
  };
}
