import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { formatPercent } from '@web/lib/formatting';
import { CHART_INK } from './chart-colours';
import type { ChartFigure, ChartNaming } from './chart-figures';
import { figuresTooltip, type PlotRow } from './chart-parts';
import { ChartPlot } from './chart-plot';

/** Each part's share of the whole: "55.6%". */
export function shareFigure<D>(label: string, value: (datum: D) => number, total: number): ChartFigure<D> {
  return {
    key: 'share',
    label,
    text: (datum) => formatPercent(total === 0 ? 0 : (value(datum) / total) * 100),
  };
}

/**
 * A whole split into its parts, as a donut with the whole written in its middle. Parts of
 * nothing are not drawn; the table still lists them.
 */
export function BreakdownChart<D>({
  data,
  naming,
  value,
  colour,
  figures,
  centre,
  height,
}: {
  data: readonly D[];
  naming: ChartNaming<D>;
  value: (datum: D) => number;
  colour: (datum: D) => string;
  figures: readonly ChartFigure<D>[];
  /** The whole: its figure in large type, what it counts under it. */
  centre: { figure: string; caption: string; isLarge?: boolean };
  height: number;
}) {
  const rows: PlotRow<D>[] = data
    .filter((datum) => value(datum) > 0)
    .map((datum) => ({ datum, value: value(datum) }));
  const overlay = (
    <div
      className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
      aria-hidden
    >
      <span
        className={
          centre.isLarge ? 'text-2xl font-semibold tabular-nums' : 'text-lg font-semibold tabular-nums'
        }
      >
        {centre.figure}
      </span>
      <span className="text-xs text-muted-foreground">{centre.caption}</span>
    </div>
  );
  return (
    <ChartPlot
      height={height}
      table={{ data, naming, figures, total: { name: centre.caption, text: centre.figure } }}
      overlay={overlay}
    >
      <PieChart>
        <Pie
          data={rows}
          dataKey="value"
          innerRadius="58%"
          outerRadius="88%"
          paddingAngle={rows.length > 1 ? 2 : 0}
          stroke={CHART_INK.surface}
          isAnimationActive={false}
        >
          {rows.map((row, at) => (
            <Cell key={at} fill={colour(row.datum)} />
          ))}
        </Pie>
        <Tooltip content={figuresTooltip(naming, figures)} />
      </PieChart>
    </ChartPlot>
  );
}
