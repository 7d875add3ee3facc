/**
 * Operations spec §9's performance and monitor thresholds, slow definitions and list sizes,
 * shared by the server's recommendations and alert engine and the screens' colours.
 */
export const PERFORMANCE_THRESHOLDS = {
  /** ms: good at or under `good`, warning at or under `warning`, else critical. */
  responseTimeMs: { good: 200, warning: 500 },
  queryTimeMs: { good: 50, warning: 100 },
  /** Fraction of the heap limit in use (ADR 40). */
  memoryUsage: { good: 0.5, warning: 0.8 },
  /** Fraction of requests answered with a 5xx. */
  errorRate: { good: 0.01, warning: 0.05 },
} as const;

/** The System Monitoring dashboard's colours. */
export const MONITOR_THRESHOLDS = {
  responseTimeMs: { good: 100, warning: 300 },
  /** % of the heap limit in use (ADR 40). */
  memoryPercent: { good: 60, warning: 80 },
  /** % of requests; red above. */
  errorRatePercent: { red: 5 },
} as const;

export const SLOW_REQUEST_MS = 1000;
export const SLOW_QUERY_MS = 100;
export const SLOW_QUERY_LIST_SIZE = 5;
export const SLOW_REQUEST_LIST_SIZE = 20;
export const MONITOR_ALERT_LIST_SIZE = 10;
export const SYSTEM_DASHBOARD_ALERT_LIST_SIZE = 5;

/** Health cards: green from 90, amber from 70, else red. */
export const HEALTH_SCORE_BANDS = { green: 90, amber: 70 } as const;
export type HealthBand = 'green' | 'amber' | 'red';
export function healthBand(score: number): HealthBand {
  if (score >= HEALTH_SCORE_BANDS.green) return 'green';
  if (score >= HEALTH_SCORE_BANDS.amber) return 'amber';
  return 'red';
}

export type Level = 'good' | 'warning' | 'critical';
/** Where a measured figure stands against a good/warning pair (higher is worse). */
export function levelOf(value: number, bounds: { good: number; warning: number }): Level {
  if (value <= bounds.good) return 'good';
  if (value <= bounds.warning) return 'warning';
  return 'critical';
}

/** Operations spec §7's poll intervals, ms. */
export const POLL_MS = {
  health: 30_000,
  performanceSummary: 30_000,
  slowQueries: 60_000,
  slowRequests: 60_000,
  recommendations: 300_000,
  monitoringSystem: 30_000,
  monitoringKpi: 60_000,
  monitoringHealth: 30_000,
  monitoringAlerts: 15_000,
  monitoringMetrics: 30_000,
} as const;

/** How often each instance writes its sample and the alert engine looks at them. */
export const SAMPLE_INTERVAL_MS = 60_000;
export const METRIC_RETENTION_DAYS = 30;
