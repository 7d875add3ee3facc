import type { PerformanceSummary } from '@shared/schemas/performance';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { DatabaseTab } from './database-tab';
import { OverviewTab } from './overview-tab';
import { RecommendationsTab } from './recommendations-tab';
import { SlowRequestsTab } from './slow-requests-tab';
import { SystemTab } from './system-tab';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'requests', label: 'Requests' },
  { value: 'database', label: 'Database' },
  { value: 'system', label: 'System' },
  { value: 'recommendations', label: 'Recommendations' },
] as const;

/** The five tabs of operations spec §2's Performance Dashboard. */
export function PerformanceTabs({ summary }: { summary: PerformanceSummary }) {
  const isMobile = useIsMobile();
  return (
    <Tabs defaultValue="overview">
      {/* Three columns on a phone keep every tab in sight, none behind a sideways swipe. */}
      <TabsList
        aria-label="Performance"
        layout={isMobile ? 'grid' : 'inline'}
        className={isMobile ? 'grid-cols-3' : undefined}
      >
        {TABS.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            className={cn('touch:h-11', isMobile && tab.value === 'recommendations' && 'col-span-2')}
          >
            {tab.label}
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
