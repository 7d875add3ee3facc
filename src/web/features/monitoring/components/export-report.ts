import { format } from 'date-fns';
import { MONITOR_ALERT_LIST_SIZE } from '@shared/monitoring/thresholds';
import type { Kpis } from '@shared/schemas/analytics';
import type {
  Alert,
  MonitoringRange,
  PerformanceHealth,
  SystemMetricSample,
} from '@shared/schemas/monitoring';
import { saveFile } from '@web/lib/save-file';

/** Operations spec §2: the range, the newest sample, the KPIs, the health and the first 10 alerts. */
export interface PerformanceReport {
  range: MonitoringRange;
  latestSystemMetrics: SystemMetricSample | null;
  kpis: Kpis | null;
  health: PerformanceHealth | null;
  alerts: Alert[];
}

/** performance-report-yyyy-MM-dd.json, with today's date. */
export function reportFileName(now: Date): string {
  return `performance-report-${format(now, 'yyyy-MM-dd')}.json`;
}

export function buildReport(
  parts: Omit<PerformanceReport, 'alerts'> & { alerts: readonly Alert[] },
): PerformanceReport {
  return { ...parts, alerts: parts.alerts.slice(0, MONITOR_ALERT_LIST_SIZE) };
}

export function exportReport(report: PerformanceReport, now = new Date()): void {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' });
  saveFile(blob, reportFileName(now));
}
