import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import { PerformanceDashboard } from '../components/performance/performance-dashboard';
import { PerformanceRefresh } from '../components/performance/performance-refresh';
import { adminMessages } from '../messages';

/** Performance Dashboard (/admin/performance, operations spec §2). */
export default function PerformancePage() {
  const t = useT(adminMessages);
  return (
    <>
      <PageHeader
        title={t('performance.dashboardTitle')}
        description={t('performance.dashboardDescription')}
        actions={<PerformanceRefresh />}
      />
      <PerformanceDashboard />
    </>
  );
}
