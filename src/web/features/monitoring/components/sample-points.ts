import type { MonitoringRange, SystemMetricSample } from '@shared/schemas/monitoring';
import { formatDateParts, formatDateTime, formatTime } from '@web/lib/formatting';

/** One sample as the charts draw it: percentages, not fractions, and a tick label for the range. */
export interface SamplePoint {
  timestamp: string;
  tick: string;
  label: string;
  cpuPercent: number;
  memoryPercent: number;
  responseTime: number | null;
  connections: number;
  succeeded: number;
  errors: number;
}

/** Hours and minutes within a day; the day (and hour) over a week or a month. */
function tickOf(timestamp: string, range: MonitoringRange): string {
  if (range === '1h' || range === '24h') return formatTime(timestamp);
  return formatDateParts(timestamp, { day: 'numeric', month: 'short' });
}

const toPercent = (fraction: number) => Math.round(fraction * 1000) / 10;

export function toSamplePoints(
  samples: readonly SystemMetricSample[],
  range: MonitoringRange,
): SamplePoint[] {
  return samples.map((sample) => ({
    timestamp: sample.timestamp,
    tick: tickOf(sample.timestamp, range),
    label: formatDateTime(sample.timestamp),
    cpuPercent: toPercent(sample.cpu.usage),
    memoryPercent: toPercent(sample.memory.usage),
    responseTime: sample.performance.avgResponseTime,
    connections: sample.database.activeConnections,
    succeeded: Math.max(0, sample.performance.requestCount - sample.performance.errorCount),
    errors: sample.performance.errorCount,
  }));
}

/** The sample a tooltip points at. */
export function pointOf(payload: readonly { payload?: unknown }[] | undefined): SamplePoint | undefined {
  return payload?.[0]?.payload as SamplePoint | undefined;
}
