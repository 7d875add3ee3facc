import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart as RechartsRadarChart,
  Tooltip,
} from 'recharts';
import type { LegendItem } from './chart-card';
import { CHART_INK } from './chart-colours';
import type { ChartFigure, ChartNaming, ChartSeries } from './chart-figures';
import { AXIS_TICK, figuresTooltip, type PlotRow } from './chart-parts';
import { ChartPlot } from './chart-plot';

export interface RadarSeries<D> extends ChartSeries<D> {
  /** Drawn as a dashed ring without a fill: a target to reach. */
  isOutline?: boolean;
}

/**
 * Several measures of one thing on spokes of a common scale (KPIs as % of their target), each
 * series a closed shape; a legend of the series above it.
 */
export function RadarChart<D>({
  data,
  naming,
  series,
  details = [],
  maxValue,
  height,
}: {
  data: readonly D[];
  naming: ChartNaming<D>;
  series: readonly RadarSeries<D>[];
  details?: readonly ChartFigure<D>[];
  /** The scale's outer ring. */
  maxValue: number;
  height: number;
}) {
  const rows: PlotRow<D>[] = data.map((datum) => ({
    datum,
    spoke: naming.name(datum),
    ...Object.fromEntries(series.map((one, index) => [`s${index}`, one.value(datum)])),
  }));
  const legend: LegendItem[] = series.map((one) => ({
    key: one.key,
    colour: one.colour,
    text: one.label,
    shape: one.isOutline ? 'dashed' : 'square',
  }));
  const figures = [...series, ...details];
  return (
    <ChartPlot height={height} table={{ data, naming, figures }} legend={legend}>
      <RechartsRadarChart data={rows} outerRadius="70%">
        <PolarGrid stroke={CHART_INK.grid} />
        <PolarAngleAxis dataKey="spoke" tick={AXIS_TICK} />
        <PolarRadiusAxis domain={[0, maxValue]} tick={false} axisLine={false} />
        <Tooltip content={figuresTooltip(naming, figures)} />
        {series.map((one, index) => (
          <Radar
            key={one.key}
            isAnimationActive={false}
            name={one.label}
            dataKey={`s${index}`}
            stroke={one.colour}
            fill={one.isOutline ? 'none' : one.colour}
            fillOpacity={one.isOutline ? undefined : 0.25}
            strokeDasharray={one.isOutline ? '4 4' : undefined}
          />
        ))}
      </RechartsRadarChart>
    </ChartPlot>
  );
}
