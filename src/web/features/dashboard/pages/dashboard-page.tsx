import { useSearchParams } from 'wouter';
import { MyCalendarFeedCard } from '../components/my-week/my-calendar-feed-card';
import MyWeekCard from '../components/my-week/my-week-card';
import { PageHeader } from '@web/components/ui/page-header';
import { Switch } from '@web/components/ui/switch';
import { useAuth } from '@web/lib/auth/auth-context';
import { FeaturePanels } from '../components/feature-panels';
import { MyWorkCard } from '../components/my-work-card';
import { PeriodSelect, toPeriod } from '../components/period-select';
import { QuickActionsCard } from '../components/quick-actions-card';
import { RecentAlertsCard } from '../components/recent-alerts-card';
import { RecentWorkOrdersCard } from '../components/recent-work-orders-card';
import { StatCards } from '../components/stat-cards';
import { UpcomingMaintenanceCard } from '../components/upcoming-maintenance-card';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The main dashboard (core spec §2). A technician's leads with their own work; everyone else
 * sees the warehouse, with a Mine toggle that narrows the lists to orders assigned to them. The
 * period and the toggle are in the URL (?days=7&mine=1), so they survive a reload.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const days = toPeriod(params.get('days'));
  const name = user?.firstName ? `, ${user.firstName}` : '';
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
        title="Dashboard"
        description={`${greeting(new Date().getHours())}${name}. Here is what needs attention in your warehouse.`}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {isTechnician ? null : (
              <label className="flex min-h-9 items-center gap-2 text-sm font-medium touch:min-h-11">
                <Switch checked={mine} onCheckedChange={(on) => setParam('mine', on ? '1' : null)} />
                Mine
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
