import type { ReactNode } from 'react';
import { ChartFrame } from '@web/components/charts/chart-card';
import { QueryState, type QueryLike } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

/**
 * A Maintenance Trends panel of tables (failed steps, close-out codes): its card, loading,
 * error and empty states, and the figures dimmed while another period loads.
 */
export function FiguresPanel<T>({
  title,
  description,
  query,
  errorTitle,
  empty,
  children,
}: {
  title: string;
  description: string;
  query: QueryLike<T> & { isPlaceholderData: boolean };
  errorTitle: string;
  /** What shows instead of the figures when the period has none; null: the figures. */
  empty: (figures: T) => ReactNode;
  children: (figures: T) => ReactNode;
}) {
  return (
    <ChartFrame title={title} description={description}>
      <QueryState query={query} errorTitle={errorTitle} loading={<Skeleton className="h-40 w-full" />}>
        {(figures) =>
          empty(figures) ?? (
            <div className={cn('grid gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
              {children(figures)}
            </div>
          )
        }
      </QueryState>
    </ChartFrame>
  );
}

/** One table of a panel under its heading, or a line saying there is nothing to list. */
export function FiguresSection({
  title,
  isEmpty = false,
  emptyText,
  className,
  children,
}: {
  title: string;
  isEmpty?: boolean;
  emptyText?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn('grid min-w-0 gap-2', className)}>
      <h3 className="text-sm font-medium">{title}</h3>
      {isEmpty ? <p className="text-sm text-muted-foreground">{emptyText}</p> : children}
    </section>
  );
}
