import type { HealthScore, Trend } from '../../../shared/schemas/monitoring';
import { PERFORMANCE_THRESHOLDS } from '../../../shared/monitoring/thresholds';

/**
 * The performance health formulas (docs/monitoring.md). Pure: the service measures, these only
 * turn the measured figures into 0–100 scores. A figure that was not measured is left out, and a
 * score with nothing to be made of is null, never a guess.
 */

/** CPU is not in the spec's thresholds; a fraction of one core, judged like the heap. */
export const CPU_USAGE_BOUNDS = { good: 0.5, warning: 0.8 } as const;

/** Points a score must move by, hour on hour, before it counts as improving or declining. */
export const TREND_DEAD_BAND = 2;

/** Score at the warning bound: the red/amber edge of the health cards (HEALTH_SCORE_BANDS.amber). */
const SCORE_AT_WARNING = 70;

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * A "higher is worse" figure as a score: 100 up to the good bound, falling linearly to 70 at the
 * warning bound and on to 0 at twice the warning bound.
 */
export function thresholdScore(value: number, bounds: { good: number; warning: number }): number {
  if (value <= bounds.good) return 100;
  if (value <= bounds.warning) {
    const share = (value - bounds.good) / (bounds.warning - bounds.good);
    return round1(100 - share * (100 - SCORE_AT_WARNING));
  }
  const share = (value - bounds.warning) / bounds.warning;
  return round1(clamp(SCORE_AT_WARNING - share * SCORE_AT_WARNING));
}

/** Mean of the measured parts, null when none was measured. */
export function meanOf(parts: (number | null)[]): number | null {
  const measured = parts.filter((p): p is number => p !== null);
  if (measured.length === 0) return null;
  return round1(measured.reduce((sum, p) => sum + p, 0) / measured.length);
}

/** What the samples of one window say about the machines and the service. */
export interface MeasuredWindow {
  /** Fraction of one core, averaged. */
  cpuUsage: number | null;
  /** Heap used ÷ heap limit (ADR 40), averaged. */
  memoryUsage: number | null;
  /** Share of samples in which the instance reached its database (0–1). */
  healthyShare: number | null;
  /** ms, weighted by request count. */
  avgResponseTimeMs: number | null;
  /** 5xx answers ÷ requests; null without requests. */
  errorRate: number | null;
}

/** CPU, heap and database reachability. */
export function infrastructureScore(w: MeasuredWindow): number | null {
  return meanOf([
    w.cpuUsage === null ? null : thresholdScore(w.cpuUsage, CPU_USAGE_BOUNDS),
    w.memoryUsage === null ? null : thresholdScore(w.memoryUsage, PERFORMANCE_THRESHOLDS.memoryUsage),
    w.healthyShare === null ? null : round1(w.healthyShare * 100),
  ]);
}

/** Response time and error rate against the spec's performance thresholds. */
export function applicationScore(w: MeasuredWindow): number | null {
  return meanOf([
    w.avgResponseTimeMs === null
      ? null
      : thresholdScore(w.avgResponseTimeMs, PERFORMANCE_THRESHOLDS.responseTimeMs),
    w.errorRate === null ? null : thresholdScore(w.errorRate, PERFORMANCE_THRESHOLDS.errorRate),
  ]);
}

/** What the plant's records say over a period. */
export interface BusinessFigures {
  /** %, null when no PM was due. */
  pmCompliance: number | null;
  /** % of the orders created in the period that were completed. */
  workOrderCompletion: number | null;
  activeWorkOrders: number;
  overdueWorkOrders: number;
}

/** PM compliance, work-order completion and the share of open orders that are not overdue. */
export function businessScore(b: BusinessFigures): number | null {
  const onTime =
    b.activeWorkOrders === 0 ? null : round1(100 * (1 - b.overdueWorkOrders / b.activeWorkOrders));
  return meanOf([b.pmCompliance, b.workOrderCompletion, onTime]);
}

/** This hour against the one before, with a dead band so noise reads as stable. */
export function trendOf(current: number | null, previous: number | null): Trend | null {
  if (current === null || previous === null) return null;
  const change = current - previous;
  if (change > TREND_DEAD_BAND) return 'improving';
  if (change < -TREND_DEAD_BAND) return 'declining';
  return 'stable';
}

export const scoreWithTrend = (current: number | null, previous: number | null): HealthScore => ({
  score: current,
  trend: trendOf(current, previous),
});

/** The three parts of the overall score, each null when nothing of it was measured. */
export interface ScoreParts {
  infrastructure: number | null;
  application: number | null;
  business: number | null;
}

/**
 * The mean of the measured parts, with a trend on the parts measured in both hours only: a part
 * that appears or disappears (a server's first hour) moves the mean without anything improving.
 */
export function overallScore(current: ScoreParts, previous: ScoreParts): HealthScore {
  const parts = [current.infrastructure, current.application, current.business];
  const before = [previous.infrastructure, previous.application, previous.business];
  const inBoth = (_: number | null, i: number) => parts[i] !== null && before[i] !== null;
  return {
    score: meanOf(parts),
    trend: trendOf(meanOf(parts.filter(inBoth)), meanOf(before.filter(inBoth))),
  };
}
