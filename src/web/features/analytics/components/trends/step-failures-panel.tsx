import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import type { StepFailures } from '@shared/schemas/step-failures';
import { ChartEmpty } from '@web/components/charts/chart-card';
import { useT } from '@web/lib/i18n/use-t';
import { useStepFailures } from '../../api/get-step-failures';
import { analyticsMessages } from '../../messages';
import { FiguresPanel, FiguresSection } from './figures-panel';
import { ByEquipmentTable, ByProcedureTable, countsText, TopStepsTable } from './step-failure-tables';

const hasNone = (figures: StepFailures) =>
  figures.totals.failed + figures.totals.flagged + figures.totals.followUps === 0;

/**
 * Failed and flagged procedure steps on Maintenance Trends (issue 25 §7): by procedure, by
 * equipment and the steps that fail most, with the follow-ups they raised. Loaded with the tab,
 * after its first paint: the analytics route's budget has no room for it.
 */
export default function StepFailuresPanel({ days }: { days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  return (
    <FiguresPanel
      title={t('steps.title')}
      description={t('steps.description', { days })}
      query={useStepFailures(days)}
      errorTitle={t('steps.failed')}
      empty={(figures) => (hasNone(figures) ? <ChartEmpty>{t('steps.empty')}</ChartEmpty> : null)}
    >
      {(figures) => (
        <>
          <p className="text-sm font-medium tabular-nums">
            {countsText(t, figures.totals, ['failed', 'flagged', 'followUps', 'orders'])}
          </p>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <FiguresSection title={t('steps.byProcedure')} className="content-start">
              <ByProcedureTable rows={figures.byProcedure} />
            </FiguresSection>
            <FiguresSection
              title={t('steps.byEquipment')}
              className="content-start"
              isEmpty={figures.byEquipment.length === 0}
              emptyText={t('steps.noneWithEquipment')}
            >
              <ByEquipmentTable rows={figures.byEquipment} />
            </FiguresSection>
          </div>
          {figures.topSteps.length > 0 ? (
            <FiguresSection title={t('steps.topSteps')}>
              <TopStepsTable rows={figures.topSteps} />
            </FiguresSection>
          ) : null}
        </>
      )}
    </FiguresPanel>
  );
}
