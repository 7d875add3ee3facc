import { dayTicks, numberTicks } from '@web/components/charts/chart-ticks';
import { TimeSeriesChart } from '@web/components/charts/time-series-chart';
import type { ChartReference } from '@web/components/charts/chart-figures';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { LIMIT_COLOUR, LINE_COLOUR } from './meter-colours';
import { formatReading } from './meter-words';

export interface MeterPoint {
  /** Milliseconds: the axis is time, so uneven gaps between readings show as they are. */
  at: number;
  value: number;
}

/** Up to this many readings, each is marked by a dot; more would be a smear. */
const MAX_DOTTED_READINGS = 40;

/** A meter's readings over time; a gauge's limits as dashed lines. */
export default function MeterLineChart({
  points,
  unit,
  minValue,
  maxValue,
  height,
}: {
  points: readonly MeterPoint[];
  unit: string;
  minValue: number | null;
  maxValue: number | null;
  height: number;
}) {
  const t = useT(equipmentMessages);
  const limits: ChartReference[] = [minValue, maxValue].flatMap((value, index) =>
    value === null
      ? []
      : [{ key: index === 0 ? 'min' : 'max', value, colour: LIMIT_COLOUR, opacity: 1, extendsAxis: true }],
  );
  return (
    <TimeSeriesChart
      data={points}
      height={height}
      category={{
        label: t('chart.date'),
        axisLabel: t('chart.date'),
        id: (point) => point.at,
        tick: (point) => dayTicks(point.at),
        name: (point) => formatDateTime(point.at),
        time: dayTicks,
        minTickGap: 32,
      }}
      valueAxes={[{ id: 'value', label: unit, domain: ['auto', 'auto'], ticks: numberTicks, width: 64 }]}
      references={limits}
      series={[
        {
          key: 'value',
          shape: 'line',
          label: t('chart.reading'),
          unit,
          value: (point) => point.value,
          text: (point) => formatReading(point.value, unit),
          colour: LINE_COLOUR,
          dots: points.length <= MAX_DOTTED_READINGS,
          isSmooth: true,
        },
      ]}
    />
  );
}
