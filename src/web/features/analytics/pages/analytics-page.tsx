import { useSearchParams } from 'wouter';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@shared/analytics-names';
import { PageHeader } from '@web/components/ui/page-header';
import { lazySection } from '@web/components/lazy-dialog';
import { Skeletons } from '@web/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { AnalyticsScopeProvider } from '../api/analytics-scope';
import {
  EquipmentPerformanceTab,
  toPerformanceView,
} from '../components/performance/equipment-performance-tab';
import { toAnalyticsPeriod } from '../components/shared/analytics-period';

const tabLoading = <Skeletons count={3} label="Loading the tab" />;

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

const TAB_LABELS: Readonly<Record<Tab, { full: string; short: string }>> = {
  performance: { full: 'Equipment Performance', short: 'Performance' },
  trends: { full: 'Maintenance Trends', short: 'Trends' },
  costs: { full: 'Cost Analysis', short: 'Costs' },
  inventory: { full: 'Inventory Analytics', short: 'Inventory' },
};

/**
 * Analytics & Reporting (operations spec §2, issue 12). The tab, the period, the inner view
 * of Equipment Performance and the location or asset (issue 24) live in the URL
 * (`?tab=&days=&view=&location=` or `&parent=`), so a reload or a shared link shows the same; each is dropped
 * from the URL while at its default.
 */
export default function AnalyticsPage() {
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
      <PageHeader
        title="Analytics & Reporting"
        description="How the equipment performs, what maintenance costs, and where the parts go."
      />
      <Tabs value={tab} onValueChange={(next) => setParam('tab', toTab(next), 'performance')}>
        {/* A 2 × 2 grid on phones keeps all four tabs in sight, none behind a sideways swipe. */}
        <TabsList
          aria-label="Analytics"
          layout={isMobile ? 'grid' : 'inline'}
          className={isMobile ? 'grid-cols-2' : undefined}
        >
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="touch:h-11">
              {isMobile ? TAB_LABELS[value].short : TAB_LABELS[value].full}
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
