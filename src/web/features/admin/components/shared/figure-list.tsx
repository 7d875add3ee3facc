import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface FigureRow {
  label: string;
  value: ReactNode;
  /** A level colour, or muted for a figure that was not measured. */
  valueClassName?: string;
}

/** Label–value rows of a card: the label on the left, the figure right-aligned. */
export function FigureList({ rows, label }: { rows: readonly FigureRow[]; label?: string }) {
  return (
    <dl className="divide-y text-sm" aria-label={label}>
      {rows.map((row) => (
        <div
          key={row.label}
          className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
        >
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className={cn('min-w-0 text-right font-medium break-words tabular-nums', row.valueClassName)}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
