import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { SystemHealth } from '../components/health/system-health';
import { PerformanceDashboard } from '../components/performance/performance-dashboard';
import { PerformanceRefresh } from '../components/performance/performance-refresh';
import { SectionHeader } from '../components/shared/section-header';

/** System Administration (/admin, operations spec §2): System Health and Performance. */
export default function AdminPage() {
  return (
    <>
      <PageHeader
        title="System Administration"
        description="Health, features, live connections and performance of this installation."
      />
      <Tabs defaultValue="health">
        <TabsList aria-label="System Administration">
          <TabsTrigger value="health" className="touch:h-11">
            System Health
          </TabsTrigger>
          <TabsTrigger value="performance" className="touch:h-11">
            Performance
          </TabsTrigger>
        </TabsList>
        <TabsContent value="health">
          <SystemHealth />
        </TabsContent>
        <TabsContent value="performance">
          <section aria-labelledby="performance-title" className="grid gap-4">
            <SectionHeader
              id="performance-title"
              title="Performance"
              description="Measured on this instance over its recent window."
              action={<PerformanceRefresh />}
            />
            <PerformanceDashboard />
          </section>
        </TabsContent>
      </Tabs>
    </>
  );
}
