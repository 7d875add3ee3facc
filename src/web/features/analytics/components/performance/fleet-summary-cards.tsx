import { Activity, CircleDollarSign, Timer, Wrench } from 'lucide-react';
import {
  ANALYTICS_SKELETON_CARDS,
  AVAILABILITY_TARGET,
  MTBF_INDUSTRY_AVERAGE_HOURS,
  MTTR_TARGET_HOURS,
} from '@shared/constants';
import type { AnalyticsPeriod, FleetPerformance } from '@shared/schemas/analytics';
import { StatTile, StatTileSkeletons } from '@web/components/stat-tile';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { formatHoursOrNoData, formatMtbf, formatPercentOrNoData } from '../shared/analytics-labels';
import { periodLabel } from '../shared/analytics-period';

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4';

/** The 8 skeleton cards of operations spec §2 while the fleet's figures load. */
export function FleetSummarySkeleton() {
  const t = useT(analyticsMessages);
  return (
    <StatTileSkeletons label={t('performance.loading')} count={ANALYTICS_SKELETON_CARDS} className={GRID} />
  );
}

/** A 0–100 bar with a tick at the 95 % target. */
function AvailabilityBar({ value }: { value: number | null }) {
  const t = useT(analyticsMessages);
  const width = value === null ? 0 : Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={t('fleet.availabilityBar')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      className="relative mt-2 h-2 rounded-full bg-muted"
    >
      <div
        className={cn(
          'h-full rounded-full',
          value !== null && value >= AVAILABILITY_TARGET ? 'bg-success' : 'bg-warning',
        )}
        style={{ width: `${width}%` }}
      />
      <div
        className="absolute -top-0.5 h-3 w-0.5 rounded-full bg-foreground/70"
        style={{ left: `${AVAILABILITY_TARGET}%` }}
        aria-hidden
      />
    </div>
  );
}

/** The four cards of operations spec §2, in the period's figures; null says "No data", never 0. */
export function FleetSummaryCards({ fleet, days }: { fleet: FleetPerformance; days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  const meets = (met: boolean | null) => (met ? 'text-success' : undefined);
  return (
    <div className={GRID}>
      <StatTile
        title={t('fleet.availability')}
        icon={Activity}
        iconClassName="bg-success/12 text-success"
        valueClassName={cn(
          fleet.fleetAvailability === null && 'text-muted-foreground',
          meets(fleet.fleetAvailability !== null && fleet.fleetAvailability >= AVAILABILITY_TARGET),
        )}
        footer={
          <>
            <span>{t('fleet.target', { target: AVAILABILITY_TARGET })}</span>
            <AvailabilityBar value={fleet.fleetAvailability} />
          </>
        }
      >
        {formatPercentOrNoData(t, fleet.fleetAvailability)}
      </StatTile>
      <StatTile
        title={t('fleet.mtbf')}
        icon={Wrench}
        iconClassName="bg-info/12 text-info"
        valueClassName={cn(
          fleet.mtbf === null && 'text-muted-foreground',
          meets(fleet.mtbf !== null && fleet.mtbf >= MTBF_INDUSTRY_AVERAGE_HOURS),
        )}
        footer={t('fleet.industryAverage', { hours: MTBF_INDUSTRY_AVERAGE_HOURS })}
      >
        {formatMtbf(t, fleet.mtbf, fleet.failures)}
      </StatTile>
      <StatTile
        title={t('fleet.mttr')}
        icon={Timer}
        iconClassName="bg-warning/15 text-warning"
        valueClassName={cn(
          fleet.mttr === null && 'text-muted-foreground',
          meets(fleet.mttr !== null && fleet.mttr < MTTR_TARGET_HOURS),
        )}
        footer={t('fleet.mttrTarget', { hours: MTTR_TARGET_HOURS })}
      >
        {formatHoursOrNoData(t, fleet.mttr)}
      </StatTile>
      <StatTile
        title={t('fleet.cost')}
        icon={CircleDollarSign}
        iconClassName="bg-primary/10 text-primary"
        footer={
          <>
            {/* The period shown, in the select's words: the spec's "This quarter" is not the last 90 days. */}
            <span>{periodLabel(t, days)}</span>
            {fleet.laborRateSet ? null : <span className="mt-1 block">{t('fleet.partsOnly')}</span>}
          </>
        }
      >
        {formatMoney(fleet.maintenanceCost, { currency: fleet.currency, whole: true })}
      </StatTile>
    </div>
  );
}
