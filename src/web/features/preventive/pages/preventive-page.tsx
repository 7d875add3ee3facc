import { useSearchParams } from 'wouter';
import { lazySection } from '@web/components/lazy-dialog';
import { Skeletons } from '@web/components/query-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { toMonth } from '../components/calendar/calendar-days';
import { toEquipmentFilter } from '../components/compliance/compliance-band';
import { ComplianceTab } from '../components/compliance/compliance-tab';
import { DEFAULT_PERIOD, toCompliancePeriod } from '../components/compliance/period-select';
import { preventiveMessages } from '../messages';

// The tabs after the first load when first opened (or linked to): compliance shows without them.
function TabLoading() {
  const t = useT(preventiveMessages);
  return <Skeletons count={3} label={t('page.loading')} />;
}
const loading = <TabLoading />;
const TemplatesTab = lazySection(
  () => import('../components/templates/templates-tab').then((module) => module.TemplatesTab),
  loading,
);
const SchedulerTab = lazySection(
  () => import('../components/scheduler/scheduler-tab').then((module) => module.SchedulerTab),
  loading,
);
const CalendarTab = lazySection(
  () => import('../components/calendar/calendar-tab').then((module) => module.CalendarTab),
  loading,
);

const TABS = ['compliance', 'templates', 'scheduler', 'calendar'] as const;
type Tab = (typeof TABS)[number];

const toTab = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'compliance';

/**
 * Preventive Maintenance (operations §2, issue 4 §8). The tab, the period, the equipment
 * filter and the calendar month live in the URL, so a reload or a shared link shows the same.
 */
export default function PreventivePage() {
  const t = useT(preventiveMessages);
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const tab = toTab(params.get('tab'));
  const days = toCompliancePeriod(params.get('days'));
  const month = toMonth(params.get('month'));

  /** Sets one parameter, dropping it when it is back at its default. */
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

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Tabs value={tab} onValueChange={(next) => setParam('tab', toTab(next), 'compliance')}>
        {/* A 2 × 2 grid on phones keeps all four tabs in sight, none behind a sideways swipe. */}
        <TabsList layout={isMobile ? 'grid' : 'inline'} className={isMobile ? 'grid-cols-2' : undefined}>
          <TabsTrigger value="compliance">
            {isMobile ? t('page.tab.complianceShort') : t('page.tab.compliance')}
          </TabsTrigger>
          <TabsTrigger value="templates">{t('page.tab.templates')}</TabsTrigger>
          <TabsTrigger value="scheduler">{t('page.tab.scheduler')}</TabsTrigger>
          <TabsTrigger value="calendar">{t('page.tab.calendar')}</TabsTrigger>
        </TabsList>
        <TabsContent value="compliance">
          <ComplianceTab
            days={days}
            onDaysChange={(next) => setParam('days', String(next), String(DEFAULT_PERIOD))}
            filter={toEquipmentFilter(params.get('equipment'))}
            onFilterChange={(next) => setParam('equipment', next, 'all')}
            onOpenTemplates={() => setParam('tab', 'templates', 'compliance')}
          />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesTab />
        </TabsContent>
        <TabsContent value="scheduler">
          <SchedulerTab />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarTab month={month} onMonthChange={(next) => setParam('month', next, toMonth(null))} />
        </TabsContent>
      </Tabs>
    </>
  );
}
