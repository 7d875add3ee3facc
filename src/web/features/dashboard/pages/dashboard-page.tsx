import { useSearchParams } from 'wouter';
import { PageHeader } from '@web/components/ui/page-header';
import { useAuth } from '@web/lib/auth/auth-context';
import { FeaturePanels } from '../components/feature-panels';
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

/** The main dashboard (core spec §2). The period is in the URL (?days=7) so it survives a reload. */
export default function DashboardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const days = toPeriod(params.get('days'));
  const name = user?.firstName ? `, ${user.firstName}` : '';
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`${greeting(new Date().getHours())}${name}. Here is what needs attention in your warehouse.`}
        actions={
          <PeriodSelect
            value={days}
            onChange={(next) => setParams(next === 30 ? {} : { days: String(next) }, { replace: true })}
          />
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:gap-6">
        <StatCards days={days} />
        {/* Two columns on desktop; on phones one column with Quick Actions first, in thumb reach. */}
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-6">
          <div className="grid grid-cols-1 gap-4 max-lg:contents lg:gap-6">
            <RecentWorkOrdersCard className="max-lg:order-2" />
            <RecentAlertsCard className="max-lg:order-4" />
          </div>
          <div className="grid grid-cols-1 gap-4 max-lg:contents lg:gap-6">
            <QuickActionsCard className="max-lg:order-1" />
            <UpcomingMaintenanceCard className="max-lg:order-3" />
          </div>
        </div>
        <FeaturePanels />
      </div>
    </>
  );
}
