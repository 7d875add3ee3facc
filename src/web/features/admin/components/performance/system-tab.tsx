import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import type { PerformanceSummary } from '@shared/schemas/performance';
import { FigureList } from '../shared/figure-list';
import { formatFraction, formatMegabytes, formatMs, levelClass, NOT_MEASURED } from '../shared/figures';
import { SectionCard } from '../shared/section-card';

const MUTED = 'text-muted-foreground';

export function SystemTab({ system }: { system: PerformanceSummary['system'] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
      <SectionCard title="CPU and Event Loop">
        <FigureList
          rows={[
            {
              label: 'CPU',
              value: formatFraction(system.cpuUsage, NOT_MEASURED),
              valueClassName: system.cpuUsage === null ? MUTED : undefined,
            },
            {
              label: 'Event loop lag',
              value: formatMs(system.eventLoopLag, NOT_MEASURED),
              valueClassName: system.eventLoopLag === null ? MUTED : undefined,
            },
          ]}
        />
      </SectionCard>
      <SectionCard title="Memory">
        <FigureList
          rows={[
            {
              label: 'Heap limit used',
              value: formatFraction(system.memoryUsage),
              valueClassName: levelClass(system.memoryUsage, PERFORMANCE_THRESHOLDS.memoryUsage),
            },
            { label: 'Heap used', value: formatMegabytes(system.heapUsed) },
            { label: 'Heap reserved', value: formatMegabytes(system.heapTotal) },
            { label: 'Heap limit', value: formatMegabytes(system.heapLimit) },
            { label: 'RSS', value: formatMegabytes(system.rss) },
          ]}
        />
      </SectionCard>
    </div>
  );
}
