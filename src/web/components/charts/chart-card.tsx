import { Suspense, useId, useState, type ReactNode } from 'react';
import { ChartNoAxesColumn } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { ChartTableSlotContext, ChartTitleIdContext } from './chart-context';

/** A swatch and its text, drawn in HTML beside a chart (it wraps on a phone, never clips). */
export interface LegendItem {
  key: string;
  colour: string;
  text: ReactNode;
  /** 'line' for a line or a target, 'dashed' for a reference line; a square otherwise. */
  shape?: 'square' | 'line' | 'dashed' | 'dot';
}

export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          {item.shape === 'line' ? (
            <span className="w-4 border-t-2" style={{ borderColor: item.colour }} aria-hidden />
          ) : item.shape === 'dashed' ? (
            <span className="w-5 border-t-2 border-dashed" style={{ borderColor: item.colour }} aria-hidden />
          ) : (
            <span
              className={cn('size-2.5 shrink-0', item.shape === 'dot' ? 'rounded-full' : 'rounded-sm')}
              style={{ background: item.colour }}
              aria-hidden
            />
          )}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** Why a chart has nothing to draw, in the chart's place. */
export function ChartEmpty({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground',
        className,
      )}
    >
      <ChartNoAxesColumn className="size-6" aria-hidden />
      <p className="max-w-sm">{children}</p>
    </div>
  );
}

/** A titled card that holds a chart (or the state of the query behind it). */
export function ChartFrame({
  title,
  description,
  footnote,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  footnote?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-label={title} className={cn('min-w-0', className)}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <ChartTitleIdContext.Provider value={titleId}>{children}</ChartTitleIdContext.Provider>
        {footnote ? <p className="text-xs text-muted-foreground">{footnote}</p> : null}
      </CardContent>
    </Card>
  );
}

/**
 * The chart itself: its legend, the lazily loaded drawing (a skeleton of its height while
 * Recharts downloads) with a sentence for screen readers and, after it, the drawing's table
 * alternative; or why there is nothing to draw. `empty` set means empty.
 */
export function ChartBody({
  empty,
  summary,
  legend,
  height,
  children,
}: {
  /** The sentence shown instead of the chart; undefined when there is data. */
  empty?: ReactNode;
  /** What the chart shows, read by screen readers (the drawing itself is not). */
  summary: string;
  legend?: readonly LegendItem[];
  height: number;
  children: ReactNode;
}) {
  const [tableSlot, setTableSlot] = useState<HTMLDivElement | null>(null);
  if (empty !== undefined) return <ChartEmpty>{empty}</ChartEmpty>;
  return (
    <div className="grid min-w-0 gap-2">
      <figure role="img" aria-label={summary} className="m-0 grid min-w-0 gap-3">
        {legend ? <ChartLegend items={legend} /> : null}
        <ChartTableSlotContext.Provider value={tableSlot}>
          <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>{children}</Suspense>
        </ChartTableSlotContext.Provider>
      </figure>
      <div ref={setTableSlot} className="min-w-0" />
    </div>
  );
}

/** A chart card: ChartFrame around ChartBody. */
export function ChartCard({
  title,
  description,
  footnote,
  className,
  ...body
}: Parameters<typeof ChartBody>[0] & {
  title: string;
  description?: ReactNode;
  footnote?: ReactNode;
  className?: string;
}) {
  return (
    <ChartFrame title={title} description={description} footnote={footnote} className={className}>
      <ChartBody {...body} />
    </ChartFrame>
  );
}

/** A chart card's placeholder while its data loads. */
export function ChartSkeleton({ height }: { height: number }) {
  return <Skeleton className="w-full" style={{ height }} />;
}
