import { Cpu, Database, MemoryStick, Timer } from 'lucide-react';
import type { SystemMetricSample } from '@shared/schemas/monitoring';
import { StatTile } from '@web/components/stat-tile';
import { formatDateTime, formatNumber } from '@web/lib/formatting';
import { formatFraction, formatMs, NO_DATA } from './monitoring-format';

/** CPU, memory, response time and database connections of the newest sample. */
export function LatestMetrics({ sample }: { sample: SystemMetricSample | undefined }) {
  const footer = sample ? `Sampled ${formatDateTime(sample.timestamp)}` : 'No sample in this range yet';
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatTile title="CPU" icon={Cpu} iconClassName="bg-info/12 text-info" footer={footer}>
        {sample ? formatFraction(sample.cpu.usage) : NO_DATA}
      </StatTile>
      <StatTile
        title="Memory"
        icon={MemoryStick}
        iconClassName="bg-priority-high/12 text-priority-high"
        footer="Of the heap limit"
      >
        {sample ? formatFraction(sample.memory.usage) : NO_DATA}
      </StatTile>
      <StatTile
        title="Response Time"
        icon={Timer}
        iconClassName="bg-primary/10 text-primary"
        footer="Average over the sample"
      >
        {sample ? formatMs(sample.performance.avgResponseTime) : NO_DATA}
      </StatTile>
      <StatTile
        title="DB Connections"
        icon={Database}
        iconClassName="bg-status-assigned/12 text-status-assigned"
        footer="Active in the pool"
      >
        {sample ? formatNumber(sample.database.activeConnections) : NO_DATA}
      </StatTile>
    </div>
  );
}
