import type { ReactNode } from 'react';
import {
  CircleCheckBig,
  ClipboardList,
  Hourglass,
  TrendingDown,
  TrendingUp,
  Minus,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardStats } from '@shared/schemas/dashboard';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import type { DashboardPeriod } from '../api/get-dashboard-stats';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { weekOverWeekText, weekOverWeekTrend } from './week-over-week';

function StatCard({
  title,
  icon: Icon,
  iconClassName,
  children,
  footer,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5" role="group" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', iconClassName)}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{children}</p>
      <p className="mt-1 text-xs text-muted-foreground">{footer}</p>
    </Card>
  );
}

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
  if (stats.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Loading statistics">
        {[0, 1, 2, 3].map((card) => (
          <Card key={card} className="grid grid-cols-1 gap-3 p-4 sm:p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <Alert variant="destructive" title="Failed to fetch stats">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const data = stats.data;
  const period = `in the last ${days} days`;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        title="Total Work Orders"
        icon={ClipboardList}
        iconClassName="bg-primary/10 text-primary"
        footer={<WeekOverWeek change={data.weekOverWeek} />}
      >
        {formatNumber(data.totalWorkOrders)}
      </StatCard>
      <StatCard
        title="Pending Work Orders"
        icon={Hourglass}
        iconClassName="bg-status-in-progress/15 text-status-in-progress"
        footer={`Created ${period}, still open`}
      >
        {formatNumber(data.pendingWorkOrders)}
      </StatCard>
      <StatCard
        title="Completed Work Orders"
        icon={CircleCheckBig}
        iconClassName="bg-success/12 text-success"
        footer={`Completed ${period}`}
      >
        {formatNumber(data.completedWorkOrders)}
      </StatCard>
      <StatCard
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
      </StatCard>
    </div>
  );
}
