import { Cpu, Database, MemoryStick, Timer } from 'lucide-react';
import type { SystemMetricSample } from '@shared/schemas/monitoring';
import { StatTile } from '@web/components/stat-tile';
import { formatDateTime, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { formatFraction, formatMs } from './monitoring-format';

/** CPU, memory, response time and database connections of the newest sample. */
export function LatestMetrics({ sample }: { sample: SystemMetricSample | undefined }) {
  const t = useT(monitoringMessages);
  const noData = t('noData');
  const footer = sample
    ? t('latest.sampled', { date: formatDateTime(sample.timestamp) })
    : t('latest.noSample');
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatTile title={t('latest.cpu')} icon={Cpu} iconClassName="bg-info/12 text-info" footer={footer}>
        {sample ? formatFraction(sample.cpu.usage) : noData}
      </StatTile>
      <StatTile
        title={t('latest.memory')}
        icon={MemoryStick}
        iconClassName="bg-priority-high/12 text-priority-high"
        footer={t('latest.memoryFooter')}
      >
        {sample ? formatFraction(sample.memory.usage) : noData}
      </StatTile>
      <StatTile
        title={t('latest.responseTime')}
        icon={Timer}
        iconClassName="bg-primary/10 text-primary"
        footer={t('latest.responseTimeFooter')}
      >
        {sample ? formatMs(t, sample.performance.avgResponseTime) : noData}
      </StatTile>
      <StatTile
        title={t('latest.connections')}
        icon={Database}
        iconClassName="bg-status-assigned/12 text-status-assigned"
        footer={t('latest.connectionsFooter')}
      >
        {sample ? formatNumber(sample.database.activeConnections) : noData}
      </StatTile>
    </div>
  );
}
