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

const TREND_STYLES = {
  up: { icon: TrendingUp, className: 'text-foreground' },
  down: { icon: TrendingDown, className: 'text-foreground' },
  flat: { icon: Minus, className: 'text-muted-foreground' },
} as const;

function WeekOverWeek({ change }: { change: DashboardStats['weekOverWeek'] }) {
  const trend = TREND_STYLES[weekOverWeekTrend(change)];
  const TrendIcon = trend.icon;
  return (
    <span
      className={cn('inline-flex items-center gap-1', trend.className)}
      title={`${change.current} this week, ${change.previous} the week before`}
    >
      <TrendIcon className="size-3.5" aria-hidden />
      {weekOverWeekText(change)}
    </span>
  );
}

/** The four figures of core spec §2, for the chosen period, straight from the server. */
export function StatCards({ days }: { days: DashboardPeriod }) {
  const stats = useDashboardStats(days);
  const period = `in the last ${days} days`;
  return (
    <QueryState
      query={stats}
      errorTitle="Failed to fetch stats"
      loading={<StatTileSkeletons label="Loading statistics" />}
    >
      {(data) => (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <StatTile
            title="Total Work Orders"
            icon={ClipboardList}
            iconClassName="bg-primary/10 text-primary"
            footer={<WeekOverWeek change={data.weekOverWeek} />}
          >
            {formatNumber(data.totalWorkOrders)}
          </StatTile>
          <StatTile
            title="Pending Work Orders"
            icon={Hourglass}
            iconClassName="bg-status-in-progress/15 text-status-in-progress"
            footer={`Created ${period}, still open`}
          >
            {formatNumber(data.pendingWorkOrders)}
          </StatTile>
          <StatTile
            title="Completed Work Orders"
            icon={CircleCheckBig}
            iconClassName="bg-success/12 text-success"
            footer={`Completed ${period}`}
          >
            {formatNumber(data.completedWorkOrders)}
          </StatTile>
          <StatTile
            title="Active Equipment"
            icon={Wrench}
            iconClassName="bg-info/12 text-info"
            footer="Active of all assets"
          >
            {formatNumber(data.activeEquipment)}
            <span className="text-base font-normal text-muted-foreground sm:text-lg">
              {' '}
              of {formatNumber(data.totalEquipment)}
            </span>
          </StatTile>
        </div>
      )}
    </QueryState>
  );
}
