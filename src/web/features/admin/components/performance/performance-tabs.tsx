import type { PerformanceSummary } from '@shared/schemas/performance';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { adminMessages } from '../../messages';
import { DatabaseTab } from './database-tab';
import { OverviewTab } from './overview-tab';
import { RecommendationsTab } from './recommendations-tab';
import { SlowRequestsTab } from './slow-requests-tab';
import { SystemTab } from './system-tab';

const TABS = [
  { value: 'overview', label: 'tabs.overview' },
  { value: 'requests', label: 'tabs.requests' },
  { value: 'database', label: 'tabs.database' },
  { value: 'system', label: 'tabs.system' },
  { value: 'recommendations', label: 'tabs.recommendations' },
] as const;

/** The five tabs of operations spec §2's Performance Dashboard. */
export function PerformanceTabs({ summary }: { summary: PerformanceSummary }) {
  const t = useT(adminMessages);
  const isMobile = useIsMobile();
  return (
    <Tabs defaultValue="overview">
      {/* Three columns on a phone keep every tab in sight, none behind a sideways swipe. */}
      <TabsList
        aria-label={t('performance.title')}
        layout={isMobile ? 'grid' : 'inline'}
        className={isMobile ? 'grid-cols-3' : undefined}
      >
        {TABS.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            className={cn('touch:h-11', isMobile && tab.value === 'recommendations' && 'col-span-2')}
          >
            {t(tab.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab summary={summary} />
      </TabsContent>
      <TabsContent value="requests">
        <SlowRequestsTab />
      </TabsContent>
      <TabsContent value="database">
        <DatabaseTab summary={summary} />
      </TabsContent>
      <TabsContent value="system">
        <SystemTab system={summary.system} />
      </TabsContent>
      <TabsContent value="recommendations">
        <RecommendationsTab />
      </TabsContent>
    </Tabs>
  );
}
