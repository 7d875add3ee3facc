import { BellRing, Clock, MemoryStick, Timer } from 'lucide-react';
import type { MonitoringMetrics } from '@shared/schemas/monitoring';
import { StatTile } from '@web/components/stat-tile';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../../messages';
import { BAND_TEXT, formatMs, formatUptime } from '../monitoring-format';
import { memoryBand, responseTimeBand } from './system-levels';

/** System Uptime, Avg Response Time, Memory Usage and Active Alerts. */
export function SystemCards({ metrics }: { metrics: MonitoringMetrics }) {
  const t = useT(monitoringMessages);
  const { critical, warning, info } = metrics.openAlerts;
  const activeAlerts = critical + warning + info;
  const responseBand = responseTimeBand(metrics.performance.avgResponseTime);
  const memoryPercent = metrics.memory.usage * 100;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatTile
        title={t('cards.uptime')}
        icon={Clock}
        iconClassName="bg-success/12 text-success"
        footer={t('cards.uptimeFooter')}
      >
        {formatUptime(t, metrics.performance.uptime)}
      </StatTile>
      <StatTile
        title={t('cards.responseTime')}
        icon={Timer}
        iconClassName="bg-primary/10 text-primary"
        valueClassName={responseBand ? BAND_TEXT[responseBand] : undefined}
        footer={t('cards.responseTimeFooter')}
      >
        {formatMs(t, metrics.performance.avgResponseTime)}
      </StatTile>
      <StatTile
        title={t('cards.memory')}
        icon={MemoryStick}
        iconClassName="bg-priority-high/12 text-priority-high"
        valueClassName={BAND_TEXT[memoryBand(memoryPercent)]}
        footer={t('cards.memoryFooter', {
          used: formatNumber(metrics.memory.used),
          limit: formatNumber(metrics.memory.limit),
        })}
      >
        {formatPercent(memoryPercent)}
      </StatTile>
      <StatTile
        title={t('cards.alerts')}
        icon={BellRing}
        iconClassName="bg-destructive/10 text-destructive"
        valueClassName={activeAlerts > 0 ? 'text-destructive' : undefined}
        footer={t('cards.alertsFooter', { critical: formatNumber(critical), warning: formatNumber(warning) })}
      >
        {formatNumber(activeAlerts)}
      </StatTile>
    </div>
  );
}
