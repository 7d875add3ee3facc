import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import type { StepFailures } from '@shared/schemas/step-failures';
import { ChartEmpty, ChartFrame } from '@web/components/charts/chart-card';
import { QueryState } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useStepFailures } from '../../api/get-step-failures';
import { periodPhrase } from '../shared/analytics-period';
import { ByEquipmentTable, ByProcedureTable, countsText, TopStepsTable } from './step-failure-tables';

const TITLE = 'Failed and Flagged Steps';

const hasNone = (figures: StepFailures) =>
  figures.totals.failed + figures.totals.flagged + figures.totals.followUps === 0;

function Heading({ children }: { children: string }) {
  return <h3 className="text-sm font-medium">{children}</h3>;
}

function Figures({ figures }: { figures: StepFailures }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium tabular-nums">
        {countsText(figures.totals, ['failed', 'flagged', 'followUps', 'orders'])}
      </p>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <section className="grid min-w-0 content-start gap-2">
          <Heading>By procedure</Heading>
          <ByProcedureTable rows={figures.byProcedure} />
        </section>
        <section className="grid min-w-0 content-start gap-2">
          <Heading>By equipment</Heading>
          {figures.byEquipment.length > 0 ? (
            <ByEquipmentTable rows={figures.byEquipment} />
          ) : (
            <p className="text-sm text-muted-foreground">None on orders with equipment.</p>
          )}
        </section>
      </div>
      {figures.topSteps.length > 0 ? (
        <section className="grid min-w-0 gap-2">
          <Heading>Steps that fail most</Heading>
          <TopStepsTable rows={figures.topSteps} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * Failed and flagged procedure steps on Maintenance Trends (issue 25 §7): by procedure, by
 * equipment and the steps that fail most, with the follow-ups they raised. Loaded with the tab,
 * after its first paint: the analytics route's budget has no room for it.
 */
export default function StepFailuresPanel({ days }: { days: AnalyticsPeriod }) {
  const query = useStepFailures(days);
  return (
    <ChartFrame
      title={TITLE}
      description={`Procedure steps answered fail, out of limits or flag in ${periodPhrase(days)}, and the follow-up work orders they raised.`}
    >
      <QueryState
        query={query}
        errorTitle="Failed to fetch the failed and flagged steps"
        loading={<Skeleton className="h-40 w-full" />}
        isEmpty={hasNone}
        empty={<ChartEmpty>No failed or flagged steps in this period</ChartEmpty>}
      >
        {(figures) => (
          <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <Figures figures={figures} />
          </div>
        )}
      </QueryState>
    </ChartFrame>
  );
}
