import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { formatNumber, formatUptime } from '@web/lib/formatting';
import { FigureList } from '../shared/figure-list';
import {
  formatFraction,
  formatMegabytes,
  formatMs,
  levelClass,
  NOT_MEASURED,
  windowPhrase,
} from '../shared/figures';
import { SectionCard } from '../shared/section-card';

const UPTIME_PARTS = 3;

/** "12.5 req/s". */
export function formatThroughput(requestsPerSecond: number): string {
  return `${formatNumber(requestsPerSecond)} req/s`;
}

export function OverviewTab({ summary }: { summary: PerformanceSummary }) {
  const { requests, system } = summary;
  const responseRow = (label: string, value: number | null) => ({
    label,
    value: formatMs(value),
    valueClassName: levelClass(value, PERFORMANCE_THRESHOLDS.responseTimeMs),
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
      <SectionCard title="Server" description="This instance's process">
        <FigureList
          rows={[
            {
              label: 'CPU',
              value: formatFraction(system.cpuUsage, NOT_MEASURED),
              valueClassName: system.cpuUsage === null ? 'text-muted-foreground' : undefined,
            },
            {
              label: 'Heap',
              value: `${formatMegabytes(system.heapUsed)} of a ${formatMegabytes(system.heapLimit)} limit`,
            },
            { label: 'Uptime', value: formatUptime(system.uptime, UPTIME_PARTS) },
          ]}
        />
      </SectionCard>
      <SectionCard title="Requests" description={windowPhrase(summary.windowSeconds)}>
        <FigureList
          rows={[
            { label: 'Total requests', value: formatNumber(requests.totalRequests) },
            {
              label: 'Error rate',
              value: formatFraction(requests.errorRate),
              valueClassName: levelClass(requests.errorRate, PERFORMANCE_THRESHOLDS.errorRate),
            },
            { label: 'Throughput', value: formatThroughput(requests.throughput) },
            responseRow('P95 response time', requests.p95ResponseTime),
            responseRow('P99 response time', requests.p99ResponseTime),
          ]}
        />
      </SectionCard>
    </div>
  );
}
