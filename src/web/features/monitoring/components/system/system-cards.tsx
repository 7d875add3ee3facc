import { BellRing, Clock, MemoryStick, Timer } from 'lucide-react';
import type { MonitoringMetrics } from '@shared/schemas/monitoring';
import { StatTile } from '@web/components/stat-tile';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { BAND_TEXT, formatMs, formatUptime } from '../monitoring-format';
import { memoryBand, responseTimeBand } from './system-levels';

/** System Uptime, Avg Response Time, Memory Usage and Active Alerts. */
export function SystemCards({ metrics }: { metrics: MonitoringMetrics }) {
  const { critical, warning, info } = metrics.openAlerts;
  const activeAlerts = critical + warning + info;
  const responseBand = responseTimeBand(metrics.performance.avgResponseTime);
  const memoryPercent = metrics.memory.usage * 100;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatTile
        title="System Uptime"
        icon={Clock}
        iconClassName="bg-success/12 text-success"
        footer="Since this instance started"
      >
        {formatUptime(metrics.performance.uptime)}
      </StatTile>
      <StatTile
        title="Avg Response Time"
        icon={Timer}
        iconClassName="bg-primary/10 text-primary"
        valueClassName={responseBand ? BAND_TEXT[responseBand] : undefined}
        footer="Good under 100 ms, slow over 300 ms"
      >
        {formatMs(metrics.performance.avgResponseTime)}
      </StatTile>
      <StatTile
        title="Memory Usage"
        icon={MemoryStick}
        iconClassName="bg-priority-high/12 text-priority-high"
        valueClassName={BAND_TEXT[memoryBand(memoryPercent)]}
        footer={`${formatNumber(metrics.memory.used)} of a ${formatNumber(metrics.memory.limit)} MB heap limit`}
      >
        {formatPercent(memoryPercent)}
      </StatTile>
      <StatTile
        title="Active Alerts"
        icon={BellRing}
        iconClassName="bg-destructive/10 text-destructive"
        valueClassName={activeAlerts > 0 ? 'text-destructive' : undefined}
        footer={`${formatNumber(critical)} critical · ${formatNumber(warning)} warning`}
      >
        {formatNumber(activeAlerts)}
      </StatTile>
    </div>
  );
}
