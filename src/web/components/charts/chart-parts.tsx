import type { ReactNode } from 'react';

/**
 * Pieces every analytics chart module shares. Nothing here imports Recharts at run time, so
 * it costs the page chunk nothing; the chart modules that do are loaded lazily.
 */

export const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 } as const;
export const GRID_STROKE = 'var(--border)';
/** The band a bar chart shades under the pointer. */
export const BAR_CURSOR = { fill: 'var(--muted)', opacity: 0.6 } as const;

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

export interface TooltipRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  colour?: string;
}

/** The tooltip box of every chart: a heading and label–value rows with the series swatch. */
export function ChartTooltipBox({ title, rows }: { title: ReactNode; rows: readonly TooltipRow[] }) {
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

/** Cuts a long category name for an axis tick; the tooltip keeps the whole of it. */
export function truncateLabel(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
