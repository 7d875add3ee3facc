import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import type { FailureCodes } from '@shared/schemas/failure-codes';
import { ChartEmpty } from '@web/components/charts/chart-card';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useFailureCodes } from '../../api/get-failure-codes';
import { analyticsMessages } from '../../messages';
import { CodeCountTable, EquipmentPairsTable, ModelPairsTable } from './failure-code-tables';
import { FiguresPanel, FiguresSection } from './figures-panel';

/** Whether no failure of the period was closed out with any code (those without are still counted). */
const hasNoCodes = (figures: FailureCodes) =>
  [...figures.byProblem, ...figures.byCause, ...figures.byRemedy].every((row) => row.code === null);

function NoCodes({ failures }: { failures: number }) {
  const t = useT(analyticsMessages);
  return (
    <ChartEmpty>
      {failures > 0 ? t('codes.noneRecordedWithFailures', { count: failures }) : t('codes.noneRecorded')}
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
  const t = useT(analyticsMessages);
  return (
    <FiguresPanel
      title={t('codes.title')}
      description={t('codes.description', { days })}
      query={useFailureCodes(days)}
      errorTitle={t('codes.failed')}
      empty={(figures) => (hasNoCodes(figures) ? <NoCodes failures={figures.failures} /> : null)}
    >
      {(figures) => (
        <>
          <p className="text-sm font-medium tabular-nums">
            {t('codes.totals', { count: figures.failures, coded: formatNumber(figures.coded) })}
          </p>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <CodeCountTable kind="problem" rows={figures.byProblem} />
            <CodeCountTable kind="cause" rows={figures.byCause} />
            <CodeCountTable kind="remedy" rows={figures.byRemedy} />
          </div>
          <FiguresSection
            title={t('codes.byEquipment')}
            isEmpty={figures.byEquipment.length === 0}
            emptyText={t('codes.noneWithEquipment')}
          >
            <EquipmentPairsTable rows={figures.byEquipment} />
          </FiguresSection>
          <FiguresSection
            title={t('codes.byModel')}
            isEmpty={figures.byModel.length === 0}
            emptyText={t('codes.noneWithModel')}
          >
            <ModelPairsTable rows={figures.byModel} />
          </FiguresSection>
        </>
      )}
    </FiguresPanel>
  );
}
