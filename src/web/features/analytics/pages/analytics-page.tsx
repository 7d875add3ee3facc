import { useSearchParams } from 'wouter';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@shared/analytics-names';
import { PageHeader } from '@web/components/ui/page-header';
import { lazySection } from '@web/components/lazy-dialog';
import { Skeletons } from '@web/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { AnalyticsScopeProvider } from '../api/analytics-scope';
import {
  EquipmentPerformanceTab,
  toPerformanceView,
} from '../components/performance/equipment-performance-tab';
import { toAnalyticsPeriod } from '../components/shared/analytics-period';
import { analyticsMessages } from '../messages';

function TabLoading() {
  const t = useT(analyticsMessages);
  return <Skeletons count={3} label={t('page.loadingTab')} />;
}

const tabLoading = <TabLoading />;

// The first tab comes with the page; the others, each with its charts, when first opened.
const MaintenanceTrendsTab = lazySection(
  () => import('../components/trends/maintenance-trends-tab').then((module) => module.MaintenanceTrendsTab),
  tabLoading,
);
const CostAnalysisTab = lazySection(
  () => import('../components/costs/cost-analysis-tab').then((module) => module.CostAnalysisTab),
  tabLoading,
);
const InventoryAnalyticsTab = lazySection(
  () =>
    import('../components/inventory/inventory-analytics-tab').then((module) => module.InventoryAnalyticsTab),
  tabLoading,
);

const TABS = ['performance', 'trends', 'costs', 'inventory'] as const;
type Tab = (typeof TABS)[number];

const toTab = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'performance';

/**
 * Analytics & Reporting (operations spec §2, issue 12). The tab, the period, the inner view
 * of Equipment Performance and the location or asset (issue 24) live in the URL
 * (`?tab=&days=&view=&location=` or `&parent=`), so a reload or a shared link shows the same; each is dropped
 * from the URL while at its default.
 */
export default function AnalyticsPage() {
  const t = useT(analyticsMessages);
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const tab = toTab(params.get('tab'));
  const days = toAnalyticsPeriod(params.get('days'));
  const view = toPerformanceView(params.get('view'));

  const setParam = (key: string, value: string, defaultValue: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === defaultValue) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const setDays = (next: AnalyticsPeriod) => setParam('days', String(next), String(DEFAULT_ANALYTICS_PERIOD));
  const scope = {
    scope: { locationId: params.get('location') || null, parentId: params.get('parent') || null },
    setLocationId: (next: string | null) =>
      setParams(
        (previous) => {
          const nextParams = new URLSearchParams(previous);
          nextParams.delete('parent');
          if (next) nextParams.set('location', next);
          else nextParams.delete('location');
          return nextParams;
        },
        { replace: true },
      ),
  };

  return (
    <AnalyticsScopeProvider value={scope}>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Tabs value={tab} onValueChange={(next) => setParam('tab', toTab(next), 'performance')}>
        {/* A 2 × 2 grid on phones keeps all four tabs in sight, none behind a sideways swipe. */}
        <TabsList
          aria-label={t('page.tabs')}
          layout={isMobile ? 'grid' : 'inline'}
          className={isMobile ? 'grid-cols-2' : undefined}
        >
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="touch:h-11">
              {isMobile ? t(`tab.${value}.short`) : t(`tab.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="performance">
          <EquipmentPerformanceTab
            days={days}
            onDaysChange={setDays}
            view={view}
            onViewChange={(next) => setParam('view', next, 'overview')}
          />
        </TabsContent>
        <TabsContent value="trends">
          <MaintenanceTrendsTab days={days} onDaysChange={setDays} />
        </TabsContent>
        <TabsContent value="costs">
          <CostAnalysisTab days={days} onDaysChange={setDays} />
        </TabsContent>
        <TabsContent value="inventory">
          <InventoryAnalyticsTab days={days} onDaysChange={setDays} />
        </TabsContent>
      </Tabs>
    </AnalyticsScopeProvider>
  );
}
