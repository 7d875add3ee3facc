import { levelOf, MONITOR_THRESHOLDS, type HealthBand } from '@shared/monitoring/thresholds';
import type { MonitoringMetrics } from '@shared/schemas/monitoring';
import { LEVEL_BAND } from '../monitoring-format';

/** Operations spec §9's system monitor thresholds, as the dashboard colours them. */
export function responseTimeBand(ms: number | null): HealthBand | null {
  return ms === null ? null : LEVEL_BAND[levelOf(ms, MONITOR_THRESHOLDS.responseTimeMs)];
}

export function memoryBand(percent: number): HealthBand {
  return LEVEL_BAND[levelOf(percent, MONITOR_THRESHOLDS.memoryPercent)];
}

/** Red above 5 %, green otherwise. */
export function errorRateBand(percent: number): HealthBand {
  return percent > MONITOR_THRESHOLDS.errorRatePercent.red ? 'red' : 'green';
}

/** % of this instance's requests answered with a server error; null before any request. */
export function errorRatePercent(performance: MonitoringMetrics['performance']): number | null {
  return performance.requestCount === 0 ? null : (performance.errorCount / performance.requestCount) * 100;
}
