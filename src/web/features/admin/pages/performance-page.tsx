import { PageHeader } from '@web/components/ui/page-header';
import { PerformanceDashboard } from '../components/performance/performance-dashboard';
import { PerformanceRefresh } from '../components/performance/performance-refresh';

/** Performance Dashboard (/admin/performance, operations spec §2). */
export default function PerformancePage() {
  return (
    <>
      <PageHeader
        title="Performance Dashboard"
        description="Response times, database performance, memory use and cache hit rate of this instance."
        actions={<PerformanceRefresh />}
      />
      <PerformanceDashboard />
    </>
  );
}
