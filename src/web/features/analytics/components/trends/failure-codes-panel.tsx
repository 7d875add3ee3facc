import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import type { FailureCodes } from '@shared/schemas/failure-codes';
import { ChartEmpty, ChartFrame } from '@web/components/charts/chart-card';
import { QueryState } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatCount, formatNumber } from '@web/lib/formatting';
import { useFailureCodes } from '../../api/get-failure-codes';
import { periodPhrase } from '../shared/analytics-period';
import { CodeCountTable, EquipmentPairsTable, ModelPairsTable } from './failure-code-tables';

/** Whether no failure of the period was closed out with any code (those without are still counted). */
const hasNoCodes = (figures: FailureCodes) =>
  [...figures.byProblem, ...figures.byCause, ...figures.byRemedy].every((row) => row.code === null);

function Heading({ children }: { children: string }) {
  return <h3 className="text-sm font-medium">{children}</h3>;
}

function Figures({ figures }: { figures: FailureCodes }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium tabular-nums">
        {formatCount(figures.failures, 'failure')} · {formatNumber(figures.coded)} with all three codes
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <CodeCountTable title="Problem" rows={figures.byProblem} />
        <CodeCountTable title="Cause" rows={figures.byCause} />
        <CodeCountTable title="Remedy" rows={figures.byRemedy} />
      </div>
      <section className="grid min-w-0 gap-2">
        <Heading>By equipment</Heading>
        {figures.byEquipment.length > 0 ? (
          <EquipmentPairsTable rows={figures.byEquipment} />
        ) : (
          <p className="text-sm text-muted-foreground">None on orders with equipment.</p>
        )}
      </section>
      <section className="grid min-w-0 gap-2">
        <Heading>By model</Heading>
        {figures.byModel.length > 0 ? (
          <ModelPairsTable rows={figures.byModel} />
        ) : (
          <p className="text-sm text-muted-foreground">None on orders with a model.</p>
        )}
      </section>
    </div>
  );
}

/**
 * Failures by close-out code on Maintenance Trends (issue 25 §8): the period's corrective and
 * emergency completions by problem, cause and remedy, and their problem and cause pairs per
 * equipment and model, most repeated first, so a cause that keeps coming back stands out.
 * Loaded with the tab, after its first paint: the analytics route's budget has no room for it.
 */
export default function FailureCodesPanel({ days }: { days: AnalyticsPeriod }) {
  const query = useFailureCodes(days);
  return (
    <ChartFrame
      title="Failures by Close-out Code"
      description={`Corrective and emergency orders completed in ${periodPhrase(days)}, by the problem, cause and remedy they were closed out with.`}
    >
      <QueryState
        query={query}
        errorTitle="Failed to fetch the failures by close-out code"
        loading={<Skeleton className="h-40 w-full" />}
      >
        {(figures) =>
          hasNoCodes(figures) ? (
            <ChartEmpty>
              No close-out codes recorded in this period
              {figures.failures > 0
                ? `: ${formatCount(figures.failures, 'failure')} completed without them.`
                : '.'}
            </ChartEmpty>
          ) : (
            <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
              <Figures figures={figures} />
            </div>
          )
        }
      </QueryState>
    </ChartFrame>
  );
}
