import type { Criticality } from '../../../shared/domain';
import type { AvailabilityBucket, Trend } from '../../../shared/schemas/analytics';
import { MTBF_INDUSTRY_AVERAGE_HOURS } from '../../../shared/constants';

/**
 * The reliability formulas of issue 12 (operations spec §2, §3, §9), written once. The SQL of
 * this module only adds up seconds and counts; every figure a person reads is made here.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Failures of the last 30 days weigh on health (recent failures). */
export const RECENT_FAILURE_DAYS = 30;
/** Periods up to this many days are charted day by day, longer ones week by week. */
export const DAILY_TREND_MAX_DAYS = 90;

/**
 * Half-up rounding to `decimals` places. The scaled value is first cut to 15 significant digits,
 * so binary noise (1.005 × 100 = 100.49999…) does not round a written half down.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}

export const roundOrNull = (value: number | null, decimals: number) =>
  value === null ? null : roundTo(value, decimals);

/** A period of analysis: the last `days` days up to now, floored to the minute so repeated calls agree. */
export interface AnalysisWindow {
  from: Date;
  to: Date;
}

/** A window of one warehouse: the routes' last N days, or the monitoring screens' own windows. */
export interface KpiWindow extends AnalysisWindow {
  warehouseId: string;
}

export function windowOfDays(now: Date, days: number): AnalysisWindow {
  const to = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  return { from: new Date(to.getTime() - days * DAY_MS), to };
}

/** The middle of a window: the trends compare [from, mid) with [mid, to]. */
export const midpointOf = ({ from, to }: AnalysisWindow) =>
  new Date(from.getTime() + (to.getTime() - from.getTime()) / 2);

/** Percent of the tracked time not down; null without tracked time (nothing to measure). */
export function availabilityPercent(downtimeHours: number, trackedHours: number): number | null {
  return trackedHours > 0 ? 100 * (1 - downtimeHours / trackedHours) : null;
}

/** Mean time between failures: operating hours ÷ failures; null without failures. */
export function mtbfHours(operatingHours: number, failures: number): number | null {
  return failures > 0 ? operatingHours / failures : null;
}

/** A mean from its total and count (repair hours over known repairs, availability over equipment); null of none. */
export function meanOf(total: number, count: number): number | null {
  return count > 0 ? total / count : null;
}

/**
 * The mean availability of N tracked equipment, from Σ (down ÷ tracked) over them:
 * mean of 100 × (1 − down ÷ tracked) = 100 × (1 − Σ ÷ N); null when none were tracked.
 */
export function meanAvailability(trackedEquipment: number, downShareSum: number): number | null {
  return trackedEquipment > 0 ? 100 * (1 - downShareSum / trackedEquipment) : null;
}

/** `part` as a percent of `whole`, one decimal; null when the whole is 0 (no honest percentage). */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? roundTo((100 * part) / whole, 1) : null;
}

const CRITICALITY_BASE: Record<Criticality, number> = { low: 2, medium: 4, high: 6, critical: 8 };
const MAX_CRITICALITY_SCORE = 10;
const MAX_FAILURE_IMPACT = 2;
const IMPACT_PER_FAILURE = 0.5;

/** 0–10: the criticality's base (2, 4, 6, 8), raised by half a point per failure up to 2 points. */
export function criticalityScore(criticality: Criticality, failures: number): number {
  const impact = Math.min(MAX_FAILURE_IMPACT, IMPACT_PER_FAILURE * failures);
  return roundTo(Math.min(MAX_CRITICALITY_SCORE, CRITICALITY_BASE[criticality] + impact), 1);
}

/** Health's penalties: the most each one may take off 100, and its rate. */
const HEALTH = {
  availability: { max: 40, perPoint: 2 },
  mtbf: { max: 25 },
  overdue: { max: 20, perOrder: 10 },
  recent: { max: 15, perFailure: 5 },
} as const;

/**
 * 0–100, whole: 100 less the penalties for lost availability (2 per point, up to 40), an MTBF
 * short of the industry average (up to 25; none without failures), overdue PMs (10 each, up to
 * 20) and failures of the last 30 days (5 each, up to 15). Takes the unrounded figures.
 */
export function healthScore(input: {
  availability: number;
  mtbf: number | null;
  overduePMs: number;
  recentFailures: number;
}): number {
  const availabilityPenalty = Math.min(
    HEALTH.availability.max,
    HEALTH.availability.perPoint * (100 - input.availability),
  );
  const mtbfPenalty =
    input.mtbf === null ? 0 : HEALTH.mtbf.max * (1 - Math.min(1, input.mtbf / MTBF_INDUSTRY_AVERAGE_HOURS));
  const overduePenalty = Math.min(HEALTH.overdue.max, HEALTH.overdue.perOrder * input.overduePMs);
  const recentPenalty = Math.min(HEALTH.recent.max, HEALTH.recent.perFailure * input.recentFailures);
  const score = Math.round(100 - availabilityPenalty - mtbfPenalty - overduePenalty - recentPenalty);
  return Math.min(100, Math.max(0, score));
}

/** A change of a point of availability or more between the halves of the period is a trend. */
const AVAILABILITY_TREND_POINTS = 1.0;
/** MTBF moving by 10 % or more between the halves is a trend. */
const MTBF_TREND_RATIO = 0.1;

/** Second half against first half; stable when either half had no tracked time. */
export function availabilityTrend(first: number | null, second: number | null): Trend {
  if (first === null || second === null) return 'stable';
  const change = second - first;
  if (change >= AVAILABILITY_TREND_POINTS) return 'improving';
  if (change <= -AVAILABILITY_TREND_POINTS) return 'declining';
  return 'stable';
}

/**
 * Second half against first half (null MTBF: no failures in that half). Failures appearing
 * is declining, failures stopping is improving; otherwise a 10 % move either way.
 */
export function mtbfTrend(first: number | null, second: number | null): Trend {
  if (first === null && second === null) return 'stable';
  if (first === null) return 'declining';
  if (second === null) return 'improving';
  const ratio = second / first;
  if (ratio >= 1 + MTBF_TREND_RATIO) return 'improving';
  if (ratio <= 1 - MTBF_TREND_RATIO) return 'declining';
  return 'stable';
}

/** Which availability bucket (as shown, one decimal) an equipment falls in. */
export function availabilityBucket(availability: number): AvailabilityBucket {
  if (availability >= 95) return '95-100%';
  if (availability >= 85) return '85-94%';
  if (availability >= 70) return '70-84%';
  return '<70%';
}

/** A trend bucket: a day for periods up to 90 days, else a week; the last one ends at `to`. */
export interface TrendBucket {
  start: Date;
  end: Date;
}

export const trendBucketMs = (days: number) => (days <= DAILY_TREND_MAX_DAYS ? DAY_MS : 7 * DAY_MS);

export function trendBuckets({ from, to }: AnalysisWindow, days: number): TrendBucket[] {
  const size = trendBucketMs(days);
  const buckets: TrendBucket[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += size) {
    buckets.push({ start: new Date(start), end: new Date(Math.min(start + size, to.getTime())) });
  }
  return buckets;
}

/** The UTC date (YYYY-MM-DD) a bucket is labelled with. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** Labour cost of the minutes at an hourly rate; null while the plant has not set its rate. */
export function laborCost(minutes: number, hourlyRate: number | null): number | null {
  return hourlyRate === null ? null : (minutes / 60) * hourlyRate;
}

/** Times a year the stock turns over at the period's rate of use; null without stock to turn. */
export function stockTurnover(usedValue: number, stockValue: number, days: number): number | null {
  return stockValue > 0 ? roundTo(((usedValue / stockValue) * 365) / days, 1) : null;
}

/** The mean rating (1–5) as a percent of the best; null without ratings. */
export function satisfactionPercent(meanRating: number | null): number | null {
  return meanRating === null ? null : roundTo((100 * meanRating) / 5, 1);
}
