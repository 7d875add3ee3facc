import type { ReactNode } from 'react';

/** Pieces the monitoring charts share; nothing here loads Recharts, so the page chunk stays small. */
export const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 } as const;
export const GRID_STROKE = 'var(--border)';

export const SERIES_COLOURS = {
  cpu: 'var(--info)',
  memory: 'var(--priority-high)',
  responseTime: 'var(--primary)',
  connections: 'var(--status-assigned)',
  succeeded: 'var(--success)',
  errors: 'var(--destructive)',
  current: 'var(--primary)',
  target: 'var(--muted-foreground)',
} as const;

export interface TooltipRow {
  key: string;
  label: string;
  value: ReactNode;
  colour: string;
}

/** The tooltip box of every monitoring chart: a heading and label–value rows with their swatch. */
export function TooltipBox({ title, rows }: { title: ReactNode; rows: readonly TooltipRow[] }) {
  return (
    <div className="max-w-64 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-semibold">{title}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <span className="size-2 shrink-0 rounded-sm" style={{ background: row.colour }} aria-hidden />
              {row.label}
            </dt>
            <dd className="text-right font-medium tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
