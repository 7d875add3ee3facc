import { BarChart } from '@web/components/charts/bar-chart';
import { numberTicks } from '@web/components/charts/chart-ticks';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monthCategory } from '../shared/month-category';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';

export interface FailureMonthPoint {
  month: string;
  short: string;
  long: string;
  corrective: number;
  emergency: number;
  other: number;
  failures: number;
}

/** Failures per month, stacked: corrective orders, emergency orders, other unplanned stops. */
export default function FailuresByMonthChart({
  points,
  height,
}: {
  points: readonly FailureMonthPoint[];
  height: number;
}) {
  const t = useT(analyticsMessages);
  return (
    <BarChart
      data={points}
      height={height}
      category={monthCategory(t)}
      valueAxes={[
        { id: 'failures', label: t('axis.failuresCount'), ticks: numberTicks, integers: true, width: 48 },
      ]}
      series={[
        {
          key: 'corrective',
          label: t('failuresByMonth.corrective'),
          value: (point) => point.corrective,
          text: (point) => formatNumber(point.corrective),
          colour: SERIES_FILLS.corrective,
        },
        {
          key: 'emergency',
          label: t('failuresByMonth.emergency'),
          value: (point) => point.emergency,
          text: (point) => formatNumber(point.emergency),
          colour: SERIES_FILLS.emergency,
        },
        {
          key: 'other',
          label: t('failuresByMonth.otherStops'),
          value: (point) => point.other,
          text: (point) => formatNumber(point.other),
          colour: SERIES_FILLS.otherFailures,
        },
      ]}
      details={[
        { key: 'total', label: t('failuresByMonth.all'), text: (point) => formatNumber(point.failures) },
      ]}
    />
  );
}
