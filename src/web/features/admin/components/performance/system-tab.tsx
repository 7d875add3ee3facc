import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { FigureList } from '../shared/figure-list';
import { formatFraction, formatMegabytes, formatMs, levelClass } from '../shared/figures';
import { SectionCard } from '../shared/section-card';

const MUTED = 'text-muted-foreground';

export function SystemTab({ system }: { system: PerformanceSummary['system'] }) {
  const t = useT(adminMessages);
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
      <SectionCard title={t('system.cpuAndEventLoop')}>
        <FigureList
          rows={[
            {
              label: t('system.cpu'),
              value: formatFraction(t, system.cpuUsage, t('figures.notMeasured')),
              valueClassName: system.cpuUsage === null ? MUTED : undefined,
            },
            {
              label: t('system.eventLoopLag'),
              value: formatMs(t, system.eventLoopLag, t('figures.notMeasured')),
              valueClassName: system.eventLoopLag === null ? MUTED : undefined,
            },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('system.memory')}>
        <FigureList
          rows={[
            {
              label: t('system.heapLimitUsed'),
              value: formatFraction(t, system.memoryUsage),
              valueClassName: levelClass(system.memoryUsage, PERFORMANCE_THRESHOLDS.memoryUsage),
            },
            { label: t('system.heapUsed'), value: formatMegabytes(system.heapUsed) },
            { label: t('system.heapReserved'), value: formatMegabytes(system.heapTotal) },
            { label: t('system.heapLimit'), value: formatMegabytes(system.heapLimit) },
            { label: t('system.rss'), value: formatMegabytes(system.rss) },
          ]}
        />
      </SectionCard>
    </div>
  );
}
