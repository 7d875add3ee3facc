import { lazy, Suspense } from 'react';
import { ChartNoAxesColumn } from 'lucide-react';
import { QUERY_TYPES, type PerformanceSummary, type QueryType } from '@shared/schemas/performance';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatNumber } from '@web/lib/formatting';
import { windowPhrase } from '../shared/figures';
import { SectionCard } from '../shared/section-card';
import type { QueryTypePoint } from './query-type-chart';

const QueryTypeChart = lazy(() => import('./query-type-chart'));

const CHART_HEIGHT = 260;

export const QUERY_TYPE_LABELS: Readonly<Record<QueryType, string>> = {
  select: 'SELECT',
  insert: 'INSERT',
  update: 'UPDATE',
  delete: 'DELETE',
  other: 'Other',
};

export function toQueryTypePoints(
  breakdown: PerformanceSummary['database']['queryTypeBreakdown'],
): QueryTypePoint[] {
  return QUERY_TYPES.map((type) => ({ type, label: QUERY_TYPE_LABELS[type], count: breakdown[type] }));
}

/** The bar chart of operations spec §2's Database tab, or why it has nothing to draw. */
export function QueryTypeBreakdown({
  summary,
  className,
}: {
  summary: PerformanceSummary;
  className?: string;
}) {
  const points = toQueryTypePoints(summary.database.queryTypeBreakdown);
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const description = points.map((point) => `${point.label} ${formatNumber(point.count)}`).join(', ');
  return (
    <SectionCard
      title="Queries by Type"
      description={windowPhrase(summary.windowSeconds)}
      className={className}
    >
      {total === 0 ? (
        <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          <ChartNoAxesColumn className="size-6" aria-hidden />
          <p>No database queries were measured in this window.</p>
        </div>
      ) : (
        <figure role="img" aria-label={`Queries by type: ${description}`} className="m-0 min-w-0">
          <Suspense fallback={<Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />}>
            <QueryTypeChart points={points} height={CHART_HEIGHT} />
          </Suspense>
        </figure>
      )}
    </SectionCard>
  );
}
