import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { formatNumber, formatUptime } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { FigureList } from '../shared/figure-list';
import { formatFraction, formatMegabytes, formatMs, levelClass, windowPhrase } from '../shared/figures';
import { SectionCard } from '../shared/section-card';

const UPTIME_PARTS = 3;

/** "12.5 req/s". */
export function formatThroughput(t: TextsOf<typeof adminMessages>, requestsPerSecond: number): string {
  return t('overview.throughputValue', { value: formatNumber(requestsPerSecond) });
}

export function OverviewTab({ summary }: { summary: PerformanceSummary }) {
  const t = useT(adminMessages);
  const { requests, system } = summary;
  const responseRow = (label: string, value: number | null) => ({
    label,
    value: formatMs(t, value),
    valueClassName: levelClass(value, PERFORMANCE_THRESHOLDS.responseTimeMs),
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
      <SectionCard title={t('overview.server')} description={t('overview.serverDescription')}>
        <FigureList
          rows={[
            {
              label: t('system.cpu'),
              value: formatFraction(t, system.cpuUsage, t('figures.notMeasured')),
              valueClassName: system.cpuUsage === null ? 'text-muted-foreground' : undefined,
            },
            {
              label: t('overview.heap'),
              value: t('overview.heapOfLimit', {
                used: formatMegabytes(system.heapUsed),
                limit: formatMegabytes(system.heapLimit),
              }),
            },
            { label: t('health.uptime'), value: formatUptime(system.uptime, UPTIME_PARTS) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('overview.requests')} description={windowPhrase(t, summary.windowSeconds)}>
        <FigureList
          rows={[
            { label: t('overview.totalRequests'), value: formatNumber(requests.totalRequests) },
            {
              label: t('overview.errorRate'),
              value: formatFraction(t, requests.errorRate),
              valueClassName: levelClass(requests.errorRate, PERFORMANCE_THRESHOLDS.errorRate),
            },
            { label: t('overview.throughput'), value: formatThroughput(t, requests.throughput) },
            responseRow(t('overview.p95'), requests.p95ResponseTime),
            responseRow(t('overview.p99'), requests.p99ResponseTime),
          ]}
        />
      </SectionCard>
    </div>
  );
}
