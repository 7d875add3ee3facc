import {
  CartesianGrid,
  ReferenceLine,
  Scatter,
  ScatterChart as RechartsScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AxisDomainItem } from 'recharts';
import { CHART_INK } from './chart-colours';
import type { ChartFigure, ChartNaming, ChartReference } from './chart-figures';
import {
  AXIS_TICK,
  DASHES,
  figuresTooltip,
  horizontalAxisLabel,
  LINE_CURSOR,
  verticalAxisLabel,
  type PlotRow,
} from './chart-parts';
import { ChartPlot } from './chart-plot';
import type { TickFormat } from './chart-ticks';

export interface ScatterAxis<D> {
  /** The axis title with its unit: "MTBF (hours)". */
  label: string;
  value: (datum: D) => number;
  ticks?: TickFormat;
  domain?: [AxisDomainItem, AxisDomainItem];
  tickValues?: number[];
}

function axisProps<D>(axis: ScatterAxis<D>) {
  return {
    type: 'number' as const,
    name: axis.label,
    domain: axis.domain,
    ticks: axis.tickValues,
    tickFormatter: axis.ticks,
    tick: AXIS_TICK,
    tickLine: false,
  };
}

/** A dot in the datum's colour; a datum that matters more gets a larger one. */
function Dot<D>({
  cx,
  cy,
  payload,
  colour,
  isLarge,
}: {
  cx?: number;
  cy?: number;
  payload?: PlotRow<D>;
  colour: (datum: D) => string;
  isLarge?: (datum: D) => boolean;
}) {
  if (cx === undefined || cy === undefined || !payload) return <g />;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={isLarge?.(payload.datum) ? 7 : 5}
      fill={colour(payload.datum)}
      fillOpacity={0.85}
      stroke={CHART_INK.surface}
      strokeWidth={1.5}
    />
  );
}

/** Each datum a dot placed by two of its figures, with targets across the vertical axis. */
export function ScatterChart<D>({
  data,
  naming,
  x,
  y,
  figures,
  colour,
  isLarge,
  references = [],
  height,
}: {
  data: readonly D[];
  naming: ChartNaming<D>;
  x: ScatterAxis<D>;
  y: ScatterAxis<D>;
  /** The tooltip's and the table's figures, those placing the dot among them. */
  figures: readonly ChartFigure<D>[];
  colour: (datum: D) => string;
  isLarge?: (datum: D) => boolean;
  references?: readonly ChartReference[];
  height: number;
}) {
  const rows: PlotRow<D>[] = data.map((datum) => ({ datum, x: x.value(datum), y: y.value(datum) }));
  return (
    <ChartPlot height={height} table={{ data, naming, figures }}>
      <RechartsScatterChart margin={{ top: 12, right: 12, bottom: 8, left: 4 }}>
        <CartesianGrid stroke={CHART_INK.grid} />
        <XAxis
          {...axisProps(x)}
          dataKey="x"
          axisLine={{ stroke: CHART_INK.grid }}
          height={44}
          label={horizontalAxisLabel(x.label)}
        />
        <YAxis {...axisProps(y)} dataKey="y" axisLine={false} width={60} label={verticalAxisLabel(y.label)} />
        {references.map((line) => (
          <ReferenceLine
            key={line.key}
            y={line.value}
            stroke={line.colour}
            strokeOpacity={line.opacity ?? 0.5}
            strokeDasharray={DASHES}
            ifOverflow={line.extendsAxis ? 'extendDomain' : 'discard'}
          />
        ))}
        <Tooltip content={figuresTooltip(naming, figures)} cursor={LINE_CURSOR} />
        <Scatter
          data={rows}
          shape={(props: { cx?: number; cy?: number; payload?: PlotRow<D> }) => (
            <Dot {...props} colour={colour} isLarge={isLarge} />
          )}
          isAnimationActive={false}
        />
      </RechartsScatterChart>
    </ChartPlot>
  );
}
