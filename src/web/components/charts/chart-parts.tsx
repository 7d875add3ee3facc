import type { ReactNode } from 'react';
import type { TooltipContentProps, TooltipValueType } from 'recharts';
import { CHART_INK } from './chart-colours';
import { tooltipRows, type ChartFigure, type ChartNaming } from './chart-figures';

/** The pieces the kit's shapes share: axis text, axis titles and the tooltip box. */

export const AXIS_TICK = { fill: CHART_INK.text, fontSize: 12 } as const;
export const BAR_CURSOR = { fill: CHART_INK.cursor, opacity: 0.6 } as const;
export const LINE_CURSOR = { stroke: CHART_INK.grid, strokeDasharray: '3 3' } as const;
export const DASHES = '5 4';

/** An axis title for a vertical axis, rotated along it. */
export function verticalAxisLabel(value: string, side: 'left' | 'right' = 'left') {
  return {
    value,
    angle: side === 'left' ? -90 : 90,
    position: side === 'left' ? ('insideLeft' as const) : ('insideRight' as const),
    offset: 6,
    style: { ...AXIS_TICK, textAnchor: 'middle' as const },
  };
}

/** An axis title under a horizontal axis. */
export function horizontalAxisLabel(value: string) {
  return { value, position: 'insideBottom' as const, offset: 0, style: AXIS_TICK };
}

interface TooltipRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  colour?: string;
}

/** The tooltip box of every chart: a heading and label–value rows with the series swatch. */
function ChartTooltipBox({ title, rows }: { title: ReactNode; rows: readonly TooltipRow[] }) {
  return (
    <div className="max-w-64 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-semibold">{title}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              {row.colour ? (
                <span className="size-2 shrink-0 rounded-sm" style={{ background: row.colour }} aria-hidden />
              ) : null}
              {row.label}
            </dt>
            <dd className="text-right font-medium tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What every shape hands Recharts per datum: the datum itself beside the values drawn. */
export interface PlotRow<D> {
  readonly datum: D;
  readonly [drawn: string]: unknown;
}

/** A tooltip of the datum under the pointer: its name, then its figures as the table gives them. */
export function figuresTooltip<D>(naming: ChartNaming<D>, figures: readonly ChartFigure<D>[]) {
  return function FiguresTooltip({
    active,
    payload,
  }: TooltipContentProps<TooltipValueType, string | number>) {
    // Recharts hands back the row it was given; the kit built every row as a PlotRow.
    const row = active ? (payload?.[0]?.payload as PlotRow<D> | undefined) : undefined;
    if (!row) return null;
    const title = naming.tooltipTitle?.(row.datum) ?? naming.name(row.datum);
    return <ChartTooltipBox title={title} rows={tooltipRows(figures, row.datum)} />;
  };
}

/** Cuts a long category name for an axis tick; the tooltip and the table keep the whole of it. */
export function truncateLabel(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
