import { numberTicks } from '@web/components/charts/chart-ticks';
import { TimeSeriesChart } from '@web/components/charts/time-series-chart';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { formatMs } from './monitoring-format';
import { sampleTime } from './sample-axis';
import type { SamplePoint } from './sample-points';
import { SERIES_COLOURS } from './series-colours';

/** Average response time (ms, area) and active database connections (line, right axis). */
export default function ResponseTimeChart({ points, height }: { points: SamplePoint[]; height: number }) {
  const t = useT(monitoringMessages);
  return (
    <TimeSeriesChart
      data={points}
      height={height}
      legend
      category={sampleTime(t)}
      valueAxes={[
        { id: 'ms', ticks: (value) => formatMs(t, value), width: 60 },
        { id: 'connections', side: 'right', ticks: numberTicks, integers: true, width: 32 },
      ]}
      series={[
        {
          key: 'response',
          shape: 'area',
          axis: 'ms',
          label: t('chart.responseTimeMs'),
          value: (point) => point.responseTime,
          text: (point) => formatMs(t, point.responseTime),
          colour: SERIES_COLOURS.responseTime,
          opacity: 0.15,
          bridgesGaps: true,
        },
        {
          key: 'connections',
          shape: 'line',
          axis: 'connections',
          label: t('chart.connections'),
          value: (point) => point.connections,
          text: (point) => formatNumber(point.connections),
          colour: SERIES_COLOURS.connections,
        },
      ]}
    />
  );
}
