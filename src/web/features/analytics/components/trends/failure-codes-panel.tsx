import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import type { FailureCodes } from '@shared/schemas/failure-codes';
import { ChartEmpty } from '@web/components/charts/chart-card';
import { formatCount, formatNumber } from '@web/lib/formatting';
import { useFailureCodes } from '../../api/get-failure-codes';
import { periodPhrase } from '../shared/analytics-period';
import { CodeCountTable, EquipmentPairsTable, ModelPairsTable } from './failure-code-tables';
import { FiguresPanel, FiguresSection } from './figures-panel';

/** Whether no failure of the period was closed out with any code (those without are still counted). */
const hasNoCodes = (figures: FailureCodes) =>
  [...figures.byProblem, ...figures.byCause, ...figures.byRemedy].every((row) => row.code === null);

function NoCodes({ failures }: { failures: number }) {
  return (
    <ChartEmpty>
      No close-out codes recorded in this period
      {failures > 0 ? `: ${formatCount(failures, 'failure')} completed without them.` : '.'}
    </ChartEmpty>
  );
}

/**
 * Failures by close-out code on Maintenance Trends (issue 25 §8): the period's corrective and
 * emergency completions by problem, cause and remedy, and their problem and cause pairs per
 * equipment and model, most repeated first, so a cause that keeps coming back stands out.
 * Loaded with the tab, after its first paint: the analytics route's budget has no room for it.
 */
export default function FailureCodesPanel({ days }: { days: AnalyticsPeriod }) {
  return (
    <FiguresPanel
      title="Failures by Close-out Code"
      description={`Corrective and emergency orders completed in ${periodPhrase(days)}, by the problem, cause and remedy they were closed out with.`}
      query={useFailureCodes(days)}
      errorTitle="Failed to fetch the failures by close-out code"
      empty={(figures) => (hasNoCodes(figures) ? <NoCodes failures={figures.failures} /> : null)}
    >
      {(figures) => (
        <>
          <p className="text-sm font-medium tabular-nums">
            {formatCount(figures.failures, 'failure')} · {formatNumber(figures.coded)} with all three codes
          </p>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <CodeCountTable title="Problem" rows={figures.byProblem} />
            <CodeCountTable title="Cause" rows={figures.byCause} />
            <CodeCountTable title="Remedy" rows={figures.byRemedy} />
          </div>
          <FiguresSection
            title="By equipment"
            isEmpty={figures.byEquipment.length === 0}
            emptyText="None on orders with equipment."
          >
            <EquipmentPairsTable rows={figures.byEquipment} />
          </FiguresSection>
          <FiguresSection
            title="By model"
            isEmpty={figures.byModel.length === 0}
            emptyText="None on orders with a model."
          >
            <ModelPairsTable rows={figures.byModel} />
          </FiguresSection>
        </>
      )}
    </FiguresPanel>
  );
}
