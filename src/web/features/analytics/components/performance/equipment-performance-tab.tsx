import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import { QueryState } from '@web/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useFleetPerformance } from '../../api/get-fleet-performance';
import { analyticsMessages } from '../../messages';
import { AnalyticsToolbar } from '../shared/analytics-period';
import { EquipmentHealthList } from './equipment-health-list';
import { FleetSummaryCards, FleetSummarySkeleton } from './fleet-summary-cards';
import { OverviewPanel } from './overview-panel';
import { PerformanceTrendsPanel } from './performance-trends-panel';
import { PredictiveInsights } from './predictive-insights';

export const PERFORMANCE_VIEWS = ['overview', 'trends', 'health', 'insights'] as const;
export type PerformanceView = (typeof PERFORMANCE_VIEWS)[number];

export function toPerformanceView(value: string | null): PerformanceView {
  return PERFORMANCE_VIEWS.find((view) => view === value) ?? 'overview';
}

/**
 * Equipment Performance (operations spec §2): the four cards over the period, then the four
 * inner views. The inner view lives in the URL beside the tab and the period.
 */
export function EquipmentPerformanceTab({
  days,
  onDaysChange,
  view,
  onViewChange,
}: {
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
  view: PerformanceView;
  onViewChange: (view: PerformanceView) => void;
}) {
  const t = useT(analyticsMessages);
  const fleet = useFleetPerformance(days);
  const isMobile = useIsMobile();
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <AnalyticsToolbar
        days={days}
        onDaysChange={onDaysChange}
        covering={fleet.data?.period}
        scope={{ name: fleet.data?.scope.name }}
      />
      <QueryState query={fleet} errorTitle={t('performance.failed')} loading={<FleetSummarySkeleton />}>
        {(data) => (
          <div className="grid grid-cols-1 gap-4 lg:gap-6">
            <div className={cn('transition-opacity', fleet.isPlaceholderData && 'opacity-60')}>
              <FleetSummaryCards fleet={data} days={days} />
            </div>
            <Tabs value={view} onValueChange={(next) => onViewChange(toPerformanceView(next))}>
              <TabsList
                aria-label={t('performance.views')}
                layout={isMobile ? 'grid' : 'inline'}
                className={isMobile ? 'grid-cols-2' : undefined}
              >
                {PERFORMANCE_VIEWS.map((value) => (
                  <TabsTrigger key={value} value={value} className="touch:h-11">
                    {isMobile ? t(`view.${value}.short`) : t(`view.${value}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="overview">
                <OverviewPanel fleet={data} days={days} />
              </TabsContent>
              <TabsContent value="trends">
                <PerformanceTrendsPanel days={days} />
              </TabsContent>
              <TabsContent value="health">
                <EquipmentHealthList days={days} />
              </TabsContent>
              <TabsContent value="insights">
                <PredictiveInsights days={days} />
              </TabsContent>
            </Tabs>
          </div>
        )}
      </QueryState>
    </div>
  );
}
