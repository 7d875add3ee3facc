import { useSearchParams } from 'wouter';
import { MyCalendarFeedCard } from '../components/my-week/my-calendar-feed-card';
import MyWeekCard from '../components/my-week/my-week-card';
import { PageHeader } from '@web/components/ui/page-header';
import { Switch } from '@web/components/ui/switch';
import { useAuth } from '@web/lib/auth/auth-context';
import { useT } from '@web/lib/i18n/use-t';
import { FeaturePanels } from '../components/feature-panels';
import { MyWorkCard } from '../components/my-work-card';
import { PeriodSelect, toPeriod } from '../components/period-select';
import { QuickActionsCard } from '../components/quick-actions-card';
import { RecentAlertsCard } from '../components/recent-alerts-card';
import { RecentWorkOrdersCard } from '../components/recent-work-orders-card';
import { StatCards } from '../components/stat-cards';
import { UpcomingMaintenanceCard } from '../components/upcoming-maintenance-card';
import { dashboardMessages } from '../messages';

function timeOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The main dashboard (core spec §2). A technician's leads with their own work; everyone else
 * sees the warehouse, with a Mine toggle that narrows the lists to orders assigned to them. The
 * period and the toggle are in the URL (?days=7&mine=1), so they survive a reload.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const t = useT(dashboardMessages);
  const [params, setParams] = useSearchParams();
  const days = toPeriod(params.get('days'));
  const time = timeOfDay(new Date().getHours());
  const isTechnician = user?.role === 'technician';
  const mine = !isTechnician && params.get('mine') === '1';
  const assignedTo = mine ? user?.id : undefined;
  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={
          user?.firstName
            ? t('page.greeting', { time, name: user.firstName })
            : t('page.greetingNoName', { time })
        }
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {isTechnician ? null : (
              <label className="flex min-h-9 items-center gap-2 text-sm font-medium touch:min-h-11">
                <Switch checked={mine} onCheckedChange={(on) => setParam('mine', on ? '1' : null)} />
                {t('page.mine')}
              </label>
            )}
            <PeriodSelect
              value={days}
              onChange={(next) => setParam('days', next === 30 ? null : String(next))}
            />
          </div>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:gap-6">
        {isTechnician && user ? <MyWorkCard userId={user.id} /> : null}
        {isTechnician ? <MyWeekCard /> : null}
        {isTechnician ? <MyCalendarFeedCard /> : null}
        <StatCards days={days} />
        {/* Two columns on desktop; on phones one column with Quick Actions first, in thumb reach. */}
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-6">
          <div className="grid grid-cols-1 gap-4 max-lg:contents lg:gap-6">
            <RecentWorkOrdersCard className="max-lg:order-2" assignedTo={assignedTo} />
            <RecentAlertsCard className="max-lg:order-4" />
          </div>
          <div className="grid grid-cols-1 gap-4 max-lg:contents lg:gap-6">
            <QuickActionsCard className="max-lg:order-1" />
            <UpcomingMaintenanceCard className="max-lg:order-3" assignedTo={assignedTo} />
          </div>
        </div>
        <FeaturePanels />
      </div>
    </>
  );
}
