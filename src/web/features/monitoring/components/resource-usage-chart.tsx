import { percentTicks } from '@web/components/charts/chart-ticks';
import { TimeSeriesChart } from '@web/components/charts/time-series-chart';
import { formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { SERIES_COLOURS } from './series-colours';
import { sampleTime } from './sample-axis';
import type { SamplePoint } from './sample-points';

/** CPU (of one core) and heap limit in use, % over time. */
export default function ResourceUsageChart({ points, height }: { points: SamplePoint[]; height: number }) {
  const t = useT(monitoringMessages);
  return (
    <TimeSeriesChart
      data={points}
      height={height}
      legend
      category={sampleTime(t)}
      valueAxes={[{ id: 'percent', domain: [0, 'auto'], ticks: percentTicks, integers: true, width: 48 }]}
      series={[
        {
          key: 'cpu',
          shape: 'line',
          label: t('chart.cpuPercent'),
          value: (point) => point.cpuPercent,
          text: (point) => formatPercent(point.cpuPercent),
          colour: SERIES_COLOURS.cpu,
        },
        {
          key: 'memory',
          shape: 'line',
          label: t('chart.memoryPercent'),
          value: (point) => point.memoryPercent,
          text: (point) => formatPercent(point.memoryPercent),
          colour: SERIES_COLOURS.memory,
        },
      ]}
    />
  );
}
