import { numberTicks } from '@web/components/charts/chart-ticks';
import { TimeSeriesChart } from '@web/components/charts/time-series-chart';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { sampleTime } from './sample-axis';
import type { SamplePoint } from './sample-points';
import { SERIES_COLOURS } from './series-colours';

/** Requests per point, stacked: answered without a server error, then errors on top. */
export default function TrafficChart({ points, height }: { points: SamplePoint[]; height: number }) {
  const t = useT(monitoringMessages);
  return (
    <TimeSeriesChart
      data={points}
      height={height}
      legend
      category={sampleTime(t)}
      valueAxes={[{ id: 'requests', ticks: numberTicks, integers: true, width: 48 }]}
      series={[
        {
          key: 'succeeded',
          shape: 'area',
          stack: 'requests',
          label: t('chart.answered'),
          value: (point) => point.succeeded,
          text: (point) => formatNumber(point.succeeded),
          colour: SERIES_COLOURS.succeeded,
          opacity: 0.35,
        },
        {
          key: 'errors',
          shape: 'area',
          stack: 'requests',
          label: t('chart.errors'),
          value: (point) => point.errors,
          text: (point) => formatNumber(point.errors),
          colour: SERIES_COLOURS.errors,
          opacity: 0.5,
        },
      ]}
    />
  );
}
