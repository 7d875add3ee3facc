import { Link } from 'wouter';
import { boardHours } from '@shared/planning/capacity';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { assetLabel } from '@web/components/equipment/asset-label';
import { QueryState } from '@web/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { useAuth } from '@web/lib/auth/auth-context';
import { cn } from '@web/lib/cn';
import { formatHours, formatTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { dayOf, formatWeekDay, weekDays } from '@web/lib/planning/week-days';
import { dashboardMessages } from '../../messages';
import { useMyOpenOrders } from './list-my-week-orders';
import { ordersByDay, type DayOfOrders, type ScheduledOrder } from './orders-by-day';

function assetOf(order: WorkOrder): string | null {
  return order.equipmentAssetTag
    ? assetLabel(order.equipmentAssetTag, order.equipmentDescription)
    : order.assetModel;
}

function PlannedOrder({ order }: { order: ScheduledOrder }) {
  const asset = assetOf(order);
  return (
    <li className="grid gap-0.5 py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="tabular-nums">{formatTime(order.scheduledStart)}</span>
        <Link
          href={`/work-orders/${order.id}`}
          className="font-mono font-medium text-primary hover:underline"
        >
          {order.foNumber}
        </Link>
        <span className="text-muted-foreground tabular-nums">
          {formatHours(boardHours(order.scheduledHours))}
        </span>
      </p>
      <UserText className="line-clamp-2">{order.description}</UserText>
      {asset ? <UserText className="text-xs text-muted-foreground">{asset}</UserText> : null}
    </li>
  );
}

function PlannedDay({ day, orders, isToday }: DayOfOrders & { isToday: boolean }) {
  const t = useT(dashboardMessages);
  const headingId = `my-week-${day}`;
  return (
    <section aria-labelledby={headingId} className={cn('rounded-md border p-3', isToday && 'border-primary')}>
      <h3
        id={headingId}
        aria-current={isToday ? 'date' : undefined}
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {formatWeekDay(day)}
        {isToday ? (
          <>
            {' '}
            <span className="ml-1 text-primary normal-case">{t('myWeek.today')}</span>
          </>
        ) : null}
      </h3>
      {orders.length > 0 ? (
        <ul className="divide-y">
          {orders.map((order) => (
            <PlannedOrder key={order.id} order={order} />
          ))}
        </ul>
      ) : (
        <p className="pt-1 text-sm text-muted-foreground">{t('myWeek.nothingPlanned')}</p>
      )}
    </section>
  );
}

function MyWeek({ userId }: { userId: string }) {
  const t = useT(dashboardMessages);
  const orders = useMyOpenOrders(userId);
  const today = dayOf();
  const days = weekDays(today);
  return (
    <QueryState
      query={orders}
      errorTitle={t('failed.workOrders')}
      loading={
        <div aria-label={t('myWeek.loading')}>
          <Skeleton className="h-24 w-full" />
        </div>
      }
    >
      {(list) => (
        <div className="grid grid-cols-1 gap-2 lg:grid-cols-7">
          {ordersByDay(list, days).map((group) => (
            <PlannedDay key={group.day} {...group} isToday={group.day === today} />
          ))}
        </div>
      )}
    </QueryState>
  );
}

/**
 * A technician's week as the planner scheduled it (issue 26), Monday to Sunday, to read only:
 * their open orders by the day they are planned to start. The board is where plans change.
 */
export default function MyWeekCard() {
  const { user } = useAuth();
  const t = useT(dashboardMessages);
  if (!user) return null;
  return (
    <Card role="region" aria-label={t('myWeek.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('myWeek.title')}</CardTitle>
        <CardDescription>{t('myWeek.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <MyWeek userId={user.id} />
      </CardContent>
    </Card>
  );
}
