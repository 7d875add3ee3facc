import type { AlertType } from '../../../shared/schemas/monitoring';
import { levelOf, PERFORMANCE_THRESHOLDS } from '../../../shared/monitoring/thresholds';

/** How far back the alert engine looks: five samples of every instance. */
export const ALERT_WINDOW_MS = 5 * 60_000;

/** The recent samples of every instance, added up (see monitoring.repository's measureWindow). */
export interface RecentFigures {
  samples: number;
  unhealthySamples: number;
  avgResponseTimeMs: number | null;
  errorRate: number | null;
  memoryUsage: number | null;
  avgQueryTimeMs: number | null;
}

/** One crossed threshold: what the engine opens an alert for (one open alert per metric). */
export interface AlertCondition {
  metric: 'responseTime' | 'errorRate' | 'memoryUsage' | 'queryTime' | 'databaseReachable';
  type: Exclude<AlertType, 'info'>;
  title: string;
  description: string;
  message: string;
  value: number;
  threshold: number;
}

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * A "higher is worse" figure against the spec's good/warning pair: above `good` a warning (the
 * threshold crossed is `good`), above `warning` critical (the threshold crossed is `warning`).
 */
function crossing(
  metric: AlertCondition['metric'],
  value: number | null,
  bounds: { good: number; warning: number },
  words: { title: string; figure: (n: number) => string; what: string },
): AlertCondition | null {
  if (value === null) return null;
  const level = levelOf(value, bounds);
  if (level === 'good') return null;
  const threshold = level === 'critical' ? bounds.warning : bounds.good;
  return {
    metric,
    type: level,
    title: words.title,
    description: `${words.what} over the last 5 minutes, all instances.`,
    message: `${words.what} is ${words.figure(value)}, above ${words.figure(threshold)}.`,
    value,
    threshold,
  };
}

/** Every threshold of operations spec §9 the recent samples cross. */
export function alertConditions(f: RecentFigures): AlertCondition[] {
  const t = PERFORMANCE_THRESHOLDS;
  const conditions = [
    crossing('responseTime', f.avgResponseTimeMs, t.responseTimeMs, {
      title: 'Slow responses',
      figure: ms,
      what: 'Average response time',
    }),
    crossing('errorRate', f.errorRate, t.errorRate, {
      title: 'High error rate',
      figure: percent,
      what: 'The share of requests answered with a server error',
    }),
    crossing('memoryUsage', f.memoryUsage, t.memoryUsage, {
      title: 'High memory usage',
      figure: percent,
      what: 'The share of the heap limit in use',
    }),
    crossing('queryTime', f.avgQueryTimeMs, t.queryTimeMs, {
      title: 'Slow database queries',
      figure: ms,
      what: 'Average query time',
    }),
  ];
  if (f.unhealthySamples > 0) {
    conditions.push({
      metric: 'databaseReachable',
      type: 'critical',
      title: 'Database unreachable',
      description: 'Samples of the last 5 minutes in which an instance could not reach its database.',
      message: `${f.unhealthySamples} of ${f.samples} recent samples could not reach the database.`,
      value: f.unhealthySamples,
      threshold: 0,
    });
  }
  return conditions.filter((c): c is AlertCondition => c !== null);
}
