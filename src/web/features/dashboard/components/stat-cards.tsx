import {
  CircleCheckBig,
  ClipboardList,
  Hourglass,
  TrendingDown,
  TrendingUp,
  Minus,
  Wrench,
} from 'lucide-react';
import type { DashboardStats } from '@shared/schemas/dashboard';
import { StatTile, StatTileSkeletons } from '@web/components/stat-tile';
import { QueryState } from '@web/components/query-state';
import { cn } from '@web/lib/cn';
import type { DashboardPeriod } from '../api/get-dashboard-stats';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { weekOverWeekText, weekOverWeekTrend } from './week-over-week';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { dashboardMessages } from '../messages';

const TREND_STYLES = {
  up: { icon: TrendingUp, className: 'text-foreground' },
  down: { icon: TrendingDown, className: 'text-foreground' },
  flat: { icon: Minus, className: 'text-muted-foreground' },
} as const;

function WeekOverWeek({ change }: { change: DashboardStats['weekOverWeek'] }) {
  const t = useT(dashboardMessages);
  const trend = TREND_STYLES[weekOverWeekTrend(change)];
  const TrendIcon = trend.icon;
  return (
    <span
      className={cn('inline-flex items-center gap-1', trend.className)}
      title={t('stats.weekTitle', { current: String(change.current), previous: String(change.previous) })}
    >
      <TrendIcon className="size-3.5" aria-hidden />
      {weekOverWeekText(t, change)}
    </span>
  );
}

/** The four figures of core spec §2, for the chosen period, straight from the server. */
export function StatCards({ days }: { days: DashboardPeriod }) {
  const t = useT(dashboardMessages);
  const stats = useDashboardStats(days);
  return (
    <QueryState
      query={stats}
      errorTitle={t('stats.failed')}
      loading={<StatTileSkeletons label={t('stats.loading')} />}
    >
      {(data) => (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <StatTile
            title={t('stats.total')}
            icon={ClipboardList}
            iconClassName="bg-primary/10 text-primary"
            footer={<WeekOverWeek change={data.weekOverWeek} />}
          >
            {formatNumber(data.totalWorkOrders)}
          </StatTile>
          <StatTile
            title={t('stats.pending')}
            icon={Hourglass}
            iconClassName="bg-status-in-progress/15 text-status-in-progress"
            footer={t('stats.pendingFooter', { days })}
          >
            {formatNumber(data.pendingWorkOrders)}
          </StatTile>
          <StatTile
            title={t('stats.completed')}
            icon={CircleCheckBig}
            iconClassName="bg-success/12 text-success"
            footer={t('stats.completedFooter', { days })}
          >
            {formatNumber(data.completedWorkOrders)}
          </StatTile>
          <StatTile
            title={t('stats.active')}
            icon={Wrench}
            iconClassName="bg-info/12 text-info"
            footer={t('stats.activeFooter')}
          >
            {formatNumber(data.activeEquipment)}
            <span className="text-base font-normal text-muted-foreground sm:text-lg">
              {' '}
              {t('stats.ofTotal', { total: formatNumber(data.totalEquipment) })}
            </span>
          </StatTile>
        </div>
      )}
    </QueryState>
  );
}
