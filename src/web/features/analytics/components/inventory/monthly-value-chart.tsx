import { BarChart } from '@web/components/charts/bar-chart';
import type { ChartFigure } from '@web/components/charts/chart-figures';
import { moneyTicks } from '@web/components/charts/chart-ticks';
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monthCategory, type MonthPoint } from '../shared/month-category';
import { analyticsMessages } from '../../messages';

/** One calendar month's amount, with the month's short (tick) and long (tooltip) names. */
export interface MonthValuePoint extends MonthPoint {
  value: number;
}

/** What a monthly amount chart shows: its series' name, colour, and any figures beside it. */
export interface MonthlyValueSeries<P extends MonthValuePoint> {
  /** "Value used", "Received": the tooltip row and the table column. */
  label: string;
  /** The value axis, with the currency: "Value used (USD)". */
  axisLabel: string;
  fill: string;
  /** Further figures of the month (units used). */
  details?: ChartFigure<P>[];
}

/** An amount per calendar month as bars: the inventory's parts used, the purchasing's spend. */
export function MonthlyValueChart<P extends MonthValuePoint>({
  points,
  currency,
  height,
  series,
}: {
  points: readonly P[];
  currency: string;
  height: number;
  series: MonthlyValueSeries<P>;
}) {
  const t = useT(analyticsMessages);
  return (
    <BarChart
      data={points}
      height={height}
      category={monthCategory(t)}
      valueAxes={[{ id: 'value', label: series.axisLabel, ticks: moneyTicks(currency), width: 64 }]}
      series={[
        {
          key: 'value',
          label: series.label,
          value: (point) => point.value,
          text: (point) => formatMoney(point.value, { currency }),
          colour: series.fill,
        },
      ]}
      details={series.details}
    />
  );
}
