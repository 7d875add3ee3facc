import { BarChart } from '@web/components/charts/bar-chart';
import { numberTicks } from '@web/components/charts/chart-ticks';
import { formatHours, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';

export interface ReasonPoint {
  key: string;
  label: string;
  failures: number;
  downtimeHours: number;
}

/** Failures by the reason of their downtime, as horizontal bars (names stay readable on a phone). */
export default function FailuresByReasonChart({
  points,
  height,
  narrow,
}: {
  points: readonly ReasonPoint[];
  height: number;
  narrow: boolean;
}) {
  const t = useT(analyticsMessages);
  return (
    <BarChart
      data={points}
      layout="rows"
      height={height}
      maxBarSize={24}
      category={{
        label: t('table.reason'),
        id: (point) => point.key,
        tick: (point) => point.label,
        name: (point) => point.label,
        width: narrow ? 104 : 176,
        maxTickLength: 32,
      }}
      valueAxes={[{ id: 'failures', label: t('axis.failuresCount'), ticks: numberTicks, integers: true }]}
      series={[
        {
          key: 'failures',
          label: t('failuresByReason.failures'),
          value: (point) => point.failures,
          text: (point) => formatNumber(point.failures),
          colour: SERIES_FILLS.failures,
        },
      ]}
      details={[
        {
          key: 'downtime',
          label: t('failuresByReason.downtime'),
          text: (point) => formatHours(point.downtimeHours),
        },
      ]}
    />
  );
}
