/**
 * The rules of meter readings (issue 24), pure so the server applies them and the client can
 * word them alike. A counter only goes up within a segment; a reading marked as a replacement
 * or a rollover starts a new segment whose usage adds on from zero. Readings may arrive out of
 * order (offline replays), so a new one is held to its neighbours by the time it was read.
 */

import { phrase } from './i18n/error-texts/meters';
import type { Phrase } from './i18n/said';

/** How far ahead of the server's clock a reading may be dated (a device's clock a little fast). */
export const READ_AT_AHEAD_TOLERANCE_MS = 5 * 60_000;

export const READ_AT_IN_FUTURE =
  'Read at is in the future: check the date and the clock of the device it was read on';

/** A reading as the rules see it. */
export interface CounterReading {
  value: number;
  readAt: Date;
  /** It starts a new segment (the meter was replaced or rolled over). */
  reset: boolean;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1,204.5 h": en-US grouping, up to two decimals, the unit after a space. */
export const formatMeterValue = (value: number, unit: string) => `${numberFormat.format(value)} ${unit}`;

/** A work order's "read meter" step, as it is named wherever one is made: "Read Running hours (h)". */
export const readMeterStepText = (meter: { name: string; unit: string }) =>
  `Read ${meter.name} (${meter.unit})`;

const dayParts = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    dayParts.set(timeZone, format);
  }
  return format;
}

function localDay(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: parts['day'] ?? '', month: parts['month'] ?? '', year: parts['year'] ?? '' };
}

/** "3 Nov" where the plant is, "3 Nov 2025" when that is another year than `relativeTo`'s. */
export function formatReadingDay(at: Date, timeZone: string, relativeTo: Date): string {
  const day = localDay(at, timeZone);
  const sameYear = day.year === localDay(relativeTo, timeZone).year;
  return sameYear ? `${day.day} ${day.month}` : `${day.day} ${day.month} ${day.year}`;
}

/** Whether a reading is dated later than the server's clock allows. */
export const isReadInFuture = (readAt: Date, now: Date) =>
  readAt.getTime() - now.getTime() > READ_AT_AHEAD_TOLERANCE_MS;

/**
 * Why a counter reading cannot go between its neighbours by time, or null when it can.
 * `previous` is the latest reading at or before it, `next` the first one after it. A reading
 * that starts a segment answers to nothing before it; the next reading belongs to its segment
 * unless that one starts a segment of its own.
 */
export function counterReadingProblem(
  reading: CounterReading,
  neighbours: { previous: CounterReading | null; next: CounterReading | null },
  format: { unit: string; timeZone: string },
): Phrase | null {
  const { previous, next } = neighbours;
  const value = formatMeterValue(reading.value, format.unit);
  const words = (other: CounterReading) => ({
    value,
    other: formatMeterValue(other.value, format.unit),
    day: formatReadingDay(other.readAt, format.timeZone, reading.readAt),
  });
  if (!reading.reset && previous && reading.value < previous.value) {
    return phrase('meter.belowPrevious', words(previous));
  }
  if (next && !next.reset && reading.value > next.value) return phrase('meter.aboveNext', words(next));
  return null;
}

/**
 * The usage totals of readings in time order, following `before` (the reading just before the
 * first, or null when they start the meter): the first reading of a meter counts its value;
 * one that starts a segment adds its value (the new meter counted from zero); any other adds
 * what the meter moved since the reading before it.
 */
export function runningTotals(
  before: { value: number; total: number } | null,
  readings: readonly Pick<CounterReading, 'value' | 'reset'>[],
): number[] {
  const totals: number[] = [];
  let last = before;
  for (const reading of readings) {
    const total = !last
      ? reading.value
      : reading.reset
        ? last.total + reading.value
        : last.total + (reading.value - last.value);
    totals.push(total);
    last = { value: reading.value, total };
  }
  return totals;
}

/** Which limit of a gauge a value is past, or null within them (a missing limit never is). */
export function gaugeLimitPassed(
  value: number,
  limits: { minValue: number | null; maxValue: number | null },
): { side: 'below' | 'above'; limit: number } | null {
  if (limits.minValue !== null && value < limits.minValue) return { side: 'below', limit: limits.minValue };
  if (limits.maxValue !== null && value > limits.maxValue) return { side: 'above', limit: limits.maxValue };
  return null;
}
