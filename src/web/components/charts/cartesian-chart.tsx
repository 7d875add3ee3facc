import {
  Area,
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  LabelList,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type AxisDomainItem,
} from 'recharts';
import type { LegendItem } from './chart-card';
import { CHART_INK } from './chart-colours';
import type { ChartFigure, ChartNaming, ChartReference, ChartSeries } from './chart-figures';
import {
  AXIS_TICK,
  BAR_CURSOR,
  DASHES,
  figuresTooltip,
  horizontalAxisLabel,
  LINE_CURSOR,
  truncateLabel,
  verticalAxisLabel,
  type PlotRow,
} from './chart-parts';
import { ChartPlot } from './chart-plot';
import type { TickFormat } from './chart-ticks';
import { CategoryTick } from './category-tick';

export type SeriesShape = 'bar' | 'line' | 'area' | 'step';

export interface CartesianSeries<D> extends ChartSeries<D> {
  shape: SeriesShape;
  /** The value axis it is measured on; the first axis when not said. */
  axis?: string;
  /** Series of one stack sit on one another (bars, areas). */
  stack?: string;
  dashed?: boolean;
  /** The fill's opacity (bars, areas) or the line's. */
  opacity?: number;
  dots?: boolean;
  /** A curve through the points rather than straight lines between them. */
  isSmooth?: boolean;
  /** Draws a line across a missing value rather than leaving the gap. */
  bridgesGaps?: boolean;
  /** A bar's own colour (a compliance band), where the series' colour is only its swatch. */
  fillOf?: (datum: D) => string;
  /** Writes each bar's figure on top of it. */
  labelled?: boolean;
}

export interface ValueAxis {
  id: string;
  /** The axis title with its unit: "Cost (USD)". */
  label?: string;
  ticks?: TickFormat;
  domain?: [AxisDomainItem, AxisDomainItem];
  tickValues?: number[];
  integers?: boolean;
  side?: 'left' | 'right';
  /** A scale of its own for a series drawn small (work orders under availability). */
  hidden?: boolean;
  width?: number;
}

export interface CategoryAxis<D> extends ChartNaming<D> {
  id: (datum: D) => string | number;
  /** The short name on the axis: "Jan", "HP-200". */
  tick: (datum: D) => string;
  /** The axis title: "Month". */
  axisLabel?: string;
  /** A second line under a tick ("no data" under an empty month). */
  tickNote?: (datum: D) => string | undefined;
  /** Every tick, even where they crowd (a year of months). */
  everyTick?: boolean;
  minTickGap?: number;
  /** Rows layout: the width kept for the names, and how many characters of one fit. */
  width?: number;
  maxTickLength?: number;
  /** Milliseconds on a time scale, so uneven gaps between readings show as they are. */
  time?: TickFormat;
}

export interface CartesianChartProps<D> {
  data: readonly D[];
  category: CategoryAxis<D>;
  series: readonly CartesianSeries<D>[];
  /** Figures the tooltip and the table give beside the drawn ones (a total, a count). */
  details?: readonly ChartFigure<D>[];
  valueAxes: readonly ValueAxis[];
  references?: readonly ChartReference[];
  /** Columns rise from a category axis along the bottom; rows run from names down the side. */
  layout?: 'columns' | 'rows';
  height: number;
  /** A legend of the series above the drawing, for charts whose card has none. */
  legend?: boolean;
  maxBarSize?: number;
}

const seriesKey = (index: number) => `s${index}`;

/** Bars under areas under lines, whatever order the tooltip and the table give them in. */
const DRAWING_ORDER: Record<SeriesShape, number> = { bar: 0, area: 1, line: 2, step: 2 };

function legendOf<D>(series: readonly CartesianSeries<D>[]): LegendItem[] {
  return series.map((one) => ({
    key: one.key,
    colour: one.colour,
    text: one.label,
    shape: one.dashed ? 'dashed' : one.shape === 'line' || one.shape === 'step' ? 'line' : 'square',
  }));
}

/** The engine of the time series and the bar chart: one Recharts chart of axes, series and lines. */
export function CartesianChart<D>({
  data,
  category,
  series,
  details = [],
  valueAxes,
  references = [],
  layout = 'columns',
  height,
  legend = false,
  maxBarSize,
}: CartesianChartProps<D>) {
  const isRows = layout === 'rows';
  const rows: PlotRow<D>[] = data.map((datum) => ({
    datum,
    id: category.id(datum),
    ...Object.fromEntries(series.map((one, index) => [seriesKey(index), one.value(datum)])),
  }));
  const tickOf = new Map(data.map((datum) => [category.id(datum), category.tick(datum)]));
  const hasBars = series.some((one) => one.shape === 'bar');
  const lastOfStack = new Map(series.map((one, index) => [one.stack ?? seriesKey(index), index]));
  // A bar coloured by its datum shows that colour in the tooltip too.
  const figures: ChartFigure<D>[] = [
    ...series.map((one) => (one.fillOf ? { ...one, colour: one.fillOf } : one)),
    ...details,
  ];
  const defaultAxis = valueAxes[0]?.id;
  const categoryTickText = (id: string | number) =>
    truncateLabel(tickOf.get(id) ?? String(id), category.maxTickLength ?? 36);

  const categoryAxisProps = {
    dataKey: 'id',
    tick: AXIS_TICK,
    tickLine: false,
    axisLine: isRows ? false : { stroke: CHART_INK.grid },
  };
  const categoryAxis = isRows ? (
    <YAxis {...categoryAxisProps} type="category" tickFormatter={categoryTickText} width={category.width} />
  ) : (
    <XAxis
      {...categoryAxisProps}
      height={category.tickNote ? 58 : 44}
      minTickGap={category.minTickGap ?? 4}
      interval={category.everyTick ? 0 : 'preserveEnd'}
      label={category.axisLabel ? horizontalAxisLabel(category.axisLabel) : undefined}
      {...(category.time
        ? ({
            type: 'number',
            scale: 'time',
            domain: ['dataMin', 'dataMax'],
            tickFormatter: category.time,
          } as const)
        : category.tickNote
          ? {
              tick: (props: { x?: number | string; y?: number | string; payload?: { index: number } }) => (
                <CategoryTick {...props} data={data} category={category} />
              ),
            }
          : { tickFormatter: categoryTickText })}
    />
  );

  const valueAxisElements = valueAxes.map((axis) => {
    const common = {
      tick: AXIS_TICK,
      tickLine: false,
      domain: axis.domain,
      ticks: axis.tickValues,
      allowDecimals: !axis.integers,
      tickFormatter: axis.ticks,
    };
    return isRows ? (
      <XAxis
        key={axis.id}
        {...common}
        xAxisId={axis.id}
        type="number"
        axisLine={{ stroke: CHART_INK.grid }}
        height={44}
        label={axis.label ? horizontalAxisLabel(axis.label) : undefined}
      />
    ) : (
      <YAxis
        key={axis.id}
        {...common}
        yAxisId={axis.id}
        hide={axis.hidden}
        // A hidden axis still pushes the visible one on its side outwards.
        width={axis.hidden ? 0 : (axis.width ?? 56)}
        orientation={axis.side ?? 'left'}
        axisLine={false}
        label={axis.label ? verticalAxisLabel(axis.label, axis.side) : undefined}
      />
    );
  });

  const axisOf = (id: string | undefined) =>
    isRows ? { xAxisId: id ?? defaultAxis } : { yAxisId: id ?? defaultAxis };

  return (
    <ChartPlot
      height={height}
      table={{ data, naming: category, figures }}
      legend={legend ? legendOf(series) : undefined}
    >
      <ComposedChart
        data={rows}
        layout={isRows ? 'vertical' : 'horizontal'}
        margin={{ top: isRows ? 0 : 8, right: 16, bottom: 4, left: 0 }}
      >
        <CartesianGrid vertical={isRows} horizontal={!isRows} stroke={CHART_INK.grid} />
        {categoryAxis}
        {valueAxisElements}
        <Tooltip content={figuresTooltip(category, figures)} cursor={hasBars ? BAR_CURSOR : LINE_CURSOR} />
        {references.map((line) => (
          <ReferenceLine
            key={line.key}
            {...axisOf(line.axis)}
            {...(isRows ? { x: line.value } : { y: line.value })}
            stroke={line.colour}
            strokeOpacity={line.opacity ?? 0.55}
            strokeDasharray={DASHES}
            ifOverflow={line.extendsAxis ? 'extendDomain' : 'discard'}
          />
        ))}
        {series
          .map((one, index) => ({ one, index }))
          .sort((a, b) => DRAWING_ORDER[a.one.shape] - DRAWING_ORDER[b.one.shape])
          .map(({ one, index }) => {
            const common = {
              ...axisOf(one.axis),
              dataKey: seriesKey(index),
              name: one.label,
              isAnimationActive: false,
            };
            if (one.shape === 'bar') {
              const isOnTop = lastOfStack.get(one.stack ?? seriesKey(index)) === index;
              const corner = isOnTop ? 4 : 0;
              return (
                <Bar
                  key={one.key}
                  {...common}
                  stackId={one.stack}
                  fill={one.colour}
                  fillOpacity={one.opacity}
                  radius={isRows ? [0, corner, corner, 0] : [corner, corner, 0, 0]}
                  maxBarSize={maxBarSize ?? (isRows ? 22 : 44)}
                >
                  {one.fillOf
                    ? rows.map((row, at) => <Cell key={at} fill={one.fillOf?.(row.datum)} />)
                    : null}
                  {one.labelled ? (
                    <LabelList
                      dataKey={seriesKey(index)}
                      position={isRows ? 'right' : 'top'}
                      style={{ ...AXIS_TICK, fill: 'var(--foreground)' }}
                      valueAccessor={(_entry, at) => {
                        const datum = data[at];
                        return datum === undefined || one.value(datum) === null ? '' : one.text(datum);
                      }}
                    />
                  ) : null}
                </Bar>
              );
            }
            if (one.shape === 'area') {
              return (
                <Area
                  key={one.key}
                  {...common}
                  type={one.isSmooth ? 'monotone' : 'linear'}
                  stackId={one.stack}
                  stroke={one.colour}
                  strokeWidth={2}
                  fill={one.colour}
                  fillOpacity={one.opacity ?? 0.2}
                  connectNulls={one.bridgesGaps ?? false}
                />
              );
            }
            return (
              <Line
                key={one.key}
                {...common}
                type={one.shape === 'step' ? 'stepAfter' : one.isSmooth ? 'monotone' : 'linear'}
                stroke={one.colour}
                strokeOpacity={one.opacity}
                strokeWidth={2}
                strokeDasharray={one.dashed ? '6 4' : undefined}
                dot={one.dots ? { r: 3, fill: one.colour, strokeWidth: 0 } : false}
                activeDot={one.shape === 'step' ? false : { r: 5 }}
                connectNulls={one.bridgesGaps ?? false}
              />
            );
          })}
      </ComposedChart>
    </ChartPlot>
  );
}
