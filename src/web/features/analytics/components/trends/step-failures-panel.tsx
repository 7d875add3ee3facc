import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import type { StepFailures } from '@shared/schemas/step-failures';
import { ChartEmpty } from '@web/components/charts/chart-card';
import { useStepFailures } from '../../api/get-step-failures';
import { periodPhrase } from '../shared/analytics-period';
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
  return (
    <FiguresPanel
      title="Failed and Flagged Steps"
      description={`Procedure steps answered fail, out of limits or flag in ${periodPhrase(days)}, and the follow-up work orders they raised.`}
      query={useStepFailures(days)}
      errorTitle="Failed to fetch the failed and flagged steps"
      empty={(figures) =>
        hasNone(figures) ? <ChartEmpty>No failed or flagged steps in this period</ChartEmpty> : null
      }
    >
      {(figures) => (
        <>
          <p className="text-sm font-medium tabular-nums">
            {countsText(figures.totals, ['failed', 'flagged', 'followUps', 'orders'])}
          </p>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <FiguresSection title="By procedure" className="content-start">
              <ByProcedureTable rows={figures.byProcedure} />
            </FiguresSection>
            <FiguresSection
              title="By equipment"
              className="content-start"
              isEmpty={figures.byEquipment.length === 0}
              emptyText="None on orders with equipment."
            >
              <ByEquipmentTable rows={figures.byEquipment} />
            </FiguresSection>
          </div>
          {figures.topSteps.length > 0 ? (
            <FiguresSection title="Steps that fail most">
              <TopStepsTable rows={figures.topSteps} />
            </FiguresSection>
          ) : null}
        </>
      )}
    </FiguresPanel>
  );
}
