import { Activity, Clock, HardDrive, Radio, Tag } from 'lucide-react';
import { isHealthDetails, type HealthDetails, type HealthResponse } from '@shared/schemas/health';
import { memoryUsage } from '@shared/monitoring/memory-usage';
import { PERFORMANCE_THRESHOLDS } from '@shared/monitoring/thresholds';
import { StatTile } from '@web/components/stat-tile';
import { formatDateTime, formatNumber, formatUptime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { bytesToMegabytes, formatFraction, formatMegabytes, levelClass } from '../shared/figures';
import { ENVIRONMENT_LABELS, STATUS_LABEL_KEYS, STATUS_TEXT, statusLabel } from './health-labels';

export const HEALTH_CARD_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3 lg:gap-4';

/** System Status, Uptime and Version: what every health answer carries, public or detailed. */
export function BasicHealthCards({ health, port }: { health: HealthResponse; port?: number }) {
  const t = useT(adminMessages);
  const label = statusLabel(health.status);
  const startedAt = Date.parse(health.timestamp) - health.uptime * 1000;
  return (
    <>
      <StatTile
        title={t('health.systemStatus')}
        icon={Activity}
        iconClassName="bg-success/12 text-success"
        valueClassName={STATUS_TEXT[label]}
        footer={
          <>
            {isHealthDetails(health) ? (
              <span className="block">
                {t('health.environment', { environment: t(ENVIRONMENT_LABELS[health.env]) })}
              </span>
            ) : null}
            {label === 'Degraded' ? <span className="mt-1 block">{t('health.degradedMeaning')}</span> : null}
          </>
        }
      >
        {t(STATUS_LABEL_KEYS[label])}
      </StatTile>
      <StatTile
        title={t('health.uptime')}
        icon={Clock}
        iconClassName="bg-info/12 text-info"
        footer={t('health.since', { date: formatDateTime(startedAt) })}
      >
        {formatUptime(health.uptime)}
      </StatTile>
      <StatTile
        title={t('health.version')}
        icon={Tag}
        iconClassName="bg-primary/10 text-primary"
        footer={port === undefined ? t('health.portNotReported') : t('health.port', { port: String(port) })}
      >
        {health.version}
      </StatTile>
    </>
  );
}

/** The five cards of operations spec §2's System Health. */
export function HealthCards({ health }: { health: HealthDetails }) {
  const t = useT(adminMessages);
  const { heapUsed, heapTotal, heapLimit, rss } = health.memory;
  const heapShare = memoryUsage(heapUsed, heapLimit);
  return (
    <div className={HEALTH_CARD_GRID}>
      <BasicHealthCards health={health} port={health.port} />
      <StatTile
        title={t('health.websocket')}
        icon={Radio}
        iconClassName="bg-info/12 text-info"
        footer={t('health.activeConnections', { count: health.websocket.activeConnections })}
      >
        {formatNumber(health.websocket.activeConnections)}
      </StatTile>
      <StatTile
        title={t('health.memoryUsage')}
        icon={HardDrive}
        iconClassName="bg-warning/15 text-warning"
        valueClassName={levelClass(heapShare, PERFORMANCE_THRESHOLDS.memoryUsage)}
        footer={
          <>
            <span className="block">
              {t('memory.heapOfLimit', {
                used: formatMegabytes(bytesToMegabytes(heapUsed)),
                limit: formatMegabytes(bytesToMegabytes(heapLimit)),
              })}
            </span>
            <span className="block">
              {t('memory.reservedAndRss', {
                reserved: formatMegabytes(bytesToMegabytes(heapTotal)),
                rss: formatMegabytes(bytesToMegabytes(rss)),
              })}
            </span>
          </>
        }
      >
        {formatFraction(t, heapShare)}
      </StatTile>
    </div>
  );
}
