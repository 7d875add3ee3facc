import { Activity, Clock, HardDrive, Radio, Tag } from 'lucide-react';
import { isHealthDetails, type HealthDetails, type HealthResponse } from '@shared/schemas/health';
import { memoryUsage } from '@shared/monitoring/memory-usage';
import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import { StatTile } from '@web/components/stat-tile';
import { formatDateTime, formatNumber, formatUptime } from '@web/lib/formatting';
import { bytesToMegabytes, formatFraction, formatMegabytes, levelClass } from '../shared/figures';
import { DEGRADED_MEANING, ENVIRONMENT_LABELS, STATUS_TEXT, statusLabel } from './health-labels';

export const HEALTH_CARD_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3 lg:gap-4';

/** System Status, Uptime and Version: what every health answer carries, public or detailed. */
export function BasicHealthCards({ health, port }: { health: HealthResponse; port?: number }) {
  const label = statusLabel(health.status);
  const startedAt = Date.parse(health.timestamp) - health.uptime * 1000;
  return (
    <>
      <StatTile
        title="System Status"
        icon={Activity}
        iconClassName="bg-success/12 text-success"
        valueClassName={STATUS_TEXT[label]}
        footer={
          <>
            {isHealthDetails(health) ? (
              <span className="block">Environment: {ENVIRONMENT_LABELS[health.env]}</span>
            ) : null}
            {label === 'Degraded' ? <span className="mt-1 block">{DEGRADED_MEANING}</span> : null}
          </>
        }
      >
        {label}
      </StatTile>
      <StatTile
        title="Uptime"
        icon={Clock}
        iconClassName="bg-info/12 text-info"
        footer={`Since ${formatDateTime(startedAt)}`}
      >
        {formatUptime(health.uptime)}
      </StatTile>
      <StatTile
        title="Version"
        icon={Tag}
        iconClassName="bg-primary/10 text-primary"
        footer={port === undefined ? 'Port not reported' : `Port ${port}`}
      >
        {health.version}
      </StatTile>
    </>
  );
}

/** The five cards of operations spec §2's System Health. */
export function HealthCards({ health }: { health: HealthDetails }) {
  const { heapUsed, heapTotal, heapLimit, rss } = health.memory;
  const heapShare = memoryUsage(heapUsed, heapLimit);
  return (
    <div className={HEALTH_CARD_GRID}>
      <BasicHealthCards health={health} port={health.port} />
      <StatTile
        title="WebSocket"
        icon={Radio}
        iconClassName="bg-info/12 text-info"
        footer={health.websocket.activeConnections === 1 ? 'Active connection' : 'Active connections'}
      >
        {formatNumber(health.websocket.activeConnections)}
      </StatTile>
      <StatTile
        title="Memory Usage"
        icon={HardDrive}
        iconClassName="bg-warning/15 text-[color-mix(in_oklch,var(--warning),black_30%)] dark:text-warning"
        valueClassName={levelClass(heapShare, PERFORMANCE_THRESHOLDS.memoryUsage)}
        footer={
          <>
            <span className="block">
              Heap {formatMegabytes(bytesToMegabytes(heapUsed))} of a{' '}
              {formatMegabytes(bytesToMegabytes(heapLimit))} limit
            </span>
            <span className="block">
              {formatMegabytes(bytesToMegabytes(heapTotal))} reserved · RSS{' '}
              {formatMegabytes(bytesToMegabytes(rss))}
            </span>
          </>
        }
      >
        {formatFraction(heapShare)}
      </StatTile>
    </div>
  );
}
