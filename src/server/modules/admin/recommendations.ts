import { PERFORMANCE_THRESHOLDS, levelOf } from '../../../shared/monitoring/thresholds';
import type { PerformanceSummary, Recommendation } from '../../../shared/schemas/performance';

interface Rule {
  metric: string;
  value(summary: PerformanceSummary): number | null;
  bounds: { good: number; warning: number };
  /** How the figure reads in the message (ms, %). */
  format(value: number): string;
  advice(value: string, threshold: string): string;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;

const RULES: Rule[] = [
  {
    metric: 'requests.averageResponseTime',
    value: (s) => s.requests.averageResponseTime,
    bounds: PERFORMANCE_THRESHOLDS.responseTimeMs,
    advice: (v, t) =>
      `Average response time is ${v} (over ${t}): look at the slow requests and the queries behind them.`,
    format: ms,
  },
  {
    metric: 'database.averageQueryTime',
    value: (s) => s.database.averageQueryTime,
    bounds: PERFORMANCE_THRESHOLDS.queryTimeMs,
    advice: (v, t) => `Average query time is ${v} (over ${t}): check the slow queries for missing indexes.`,
    format: ms,
  },
  {
    metric: 'system.memoryUsage',
    value: (s) => s.system.memoryUsage,
    bounds: PERFORMANCE_THRESHOLDS.memoryUsage,
    advice: (v, t) =>
      `Heap use is ${v} of its limit (over ${t}): watch for a leak, or raise the limit (node --max-old-space-size).`,
    format: percent,
  },
  {
    metric: 'requests.errorRate',
    value: (s) => s.requests.errorRate,
    bounds: PERFORMANCE_THRESHOLDS.errorRate,
    advice: (v, t) => `${v} of requests failed with a server error (over ${t}): check the error log.`,
    format: percent,
  },
];

/**
 * The recommendations for a summary: one per measured figure past its good bound
 * (PERFORMANCE_THRESHOLDS), critical past its warning bound; none when all is good or
 * nothing was measured.
 */
export function recommendationsFor(summary: PerformanceSummary): Recommendation[] {
  return RULES.flatMap((rule) => {
    const value = rule.value(summary);
    if (value === null) return [];
    const level = levelOf(value, rule.bounds);
    if (level === 'good') return [];
    const threshold = level === 'critical' ? rule.bounds.warning : rule.bounds.good;
    return [
      {
        severity: level,
        message: rule.advice(rule.format(value), rule.format(threshold)),
        metric: rule.metric,
        value,
        threshold,
      },
    ];
  });
}
