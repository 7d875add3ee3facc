import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useT } from '@web/lib/i18n/use-t';
import { SystemHealth } from '../components/health/system-health';
import { PerformanceDashboard } from '../components/performance/performance-dashboard';
import { PerformanceRefresh } from '../components/performance/performance-refresh';
import { SectionHeader } from '../components/shared/section-header';
import { adminMessages } from '../messages';

/** System Administration (/admin, operations spec §2): System Health and Performance. */
export default function AdminPage() {
  const t = useT(adminMessages);
  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <Tabs defaultValue="health">
        <TabsList aria-label={t('admin.title')}>
          <TabsTrigger value="health" className="touch:h-11">
            {t('health.title')}
          </TabsTrigger>
          <TabsTrigger value="performance" className="touch:h-11">
            {t('performance.title')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="health">
          <SystemHealth />
        </TabsContent>
        <TabsContent value="performance">
          <section aria-labelledby="performance-title" className="grid gap-4">
            <SectionHeader
              id="performance-title"
              title={t('performance.title')}
              description={t('performance.description')}
              action={<PerformanceRefresh />}
            />
            <PerformanceDashboard />
          </section>
        </TabsContent>
      </Tabs>
    </>
  );
}
