import type { ChartFigure } from '@web/components/charts/chart-figures';
import { moneyTicks } from '@web/components/charts/chart-ticks';
import { TimeSeriesChart } from '@web/components/charts/time-series-chart';
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monthCategory, type MonthPoint } from '../shared/month-category';
import { labourAndPartsSeries, type LabourAndParts } from './cost-series';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';

export interface CostMonthPoint extends MonthPoint, LabourAndParts {
  total: number;
  budget: number | null;
}

/** Cost month by month, labour and parts stacked, with the monthly budget as a dashed line when set. */
export default function CostByMonthChart({
  points,
  currency,
  height,
}: {
  points: readonly CostMonthPoint[];
  currency: string;
  height: number;
}) {
  const t = useT(analyticsMessages);
  const money = (value: number) => formatMoney(value, { currency, whole: true });
  const hasBudget = points.some((point) => point.budget !== null);
  const gapOf = (point: CostMonthPoint) => (point.budget === null ? null : point.total - point.budget);
  const details: ChartFigure<CostMonthPoint>[] = [
    { key: 'total', label: t('costs.tooltipTotal'), text: (point) => money(point.total) },
  ];
  if (hasBudget)
    details.push({
      key: 'gap',
      label: t('costs.againstBudget'),
      text: (point) => {
        const gap = gapOf(point);
        if (gap === null) return t('noData');
        return gap > 0
          ? t('costs.overBy', { amount: money(gap) })
          : t('costs.underBy', { amount: money(-gap) });
      },
      colour: (point) => ((gapOf(point) ?? 0) > 0 ? 'var(--destructive)' : 'var(--success)'),
    });
  return (
    <TimeSeriesChart
      data={points}
      height={height}
      category={monthCategory(t)}
      valueAxes={[
        { id: 'cost', label: t('axis.cost', { currency }), ticks: moneyTicks(currency), width: 64 },
      ]}
      series={[
        ...labourAndPartsSeries<CostMonthPoint>(t, money).map((one) => ({
          ...one,
          shape: 'bar' as const,
          stack: 'cost',
        })),
        ...(hasBudget
          ? [
              {
                key: 'budget',
                shape: 'step' as const,
                dashed: true,
                opacity: 0.7,
                label: t('costs.budget'),
                value: (point: CostMonthPoint) => point.budget,
                text: (point: CostMonthPoint) => (point.budget === null ? t('noData') : money(point.budget)),
                colour: SERIES_FILLS.budget,
              },
            ]
          : []),
      ]}
      details={details}
    />
  );
}
