import { useSearchParams } from 'wouter';
import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { FeaturesTab } from '../components/features-tab';
import { LiveDemoTab } from '../components/live-demo-tab';
import { NextStepsTab } from '../components/next-steps-tab';
import { TechnicalSpecsTab } from '../components/technical-specs-tab';
import { phase1DemoMessages } from '../messages';

const TABS = ['features', 'live-demo', 'technical-specs', 'next-steps'] as const;
type Tab = (typeof TABS)[number];

/** The live demo first: it is what the page is for, and where a test notification leads. */
const DEFAULT_TAB: Tab = 'live-demo';
const toTab = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? DEFAULT_TAB;

/** /phase1-demo (operations spec §2). The tab lives in the URL, so a reload shows the same one. */
export default function Phase1DemoPage() {
  const t = useT(phase1DemoMessages);
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('tab'));
  const selectTab = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (toTab(next) === DEFAULT_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Tabs value={tab} onValueChange={selectTab}>
        {/* Two rows of two on phones keep all four tabs in sight. */}
        <TabsList layout="grid" className="grid-cols-2 sm:inline-grid sm:w-auto sm:grid-cols-4">
          <TabsTrigger value="features">{t('tab.features')}</TabsTrigger>
          <TabsTrigger value="live-demo">{t('tab.liveDemo')}</TabsTrigger>
          <TabsTrigger value="technical-specs">{t('tab.technicalSpecs')}</TabsTrigger>
          <TabsTrigger value="next-steps">{t('tab.nextSteps')}</TabsTrigger>
        </TabsList>
        <TabsContent value="features">
          <FeaturesTab />
        </TabsContent>
        {/* Kept mounted: uploads under way and their progress survive a look at another tab. */}
        <TabsContent value="live-demo" forceMount className="data-[state=inactive]:hidden">
          <LiveDemoTab />
        </TabsContent>
        <TabsContent value="technical-specs">
          <TechnicalSpecsTab />
        </TabsContent>
        <TabsContent value="next-steps">
          <NextStepsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
