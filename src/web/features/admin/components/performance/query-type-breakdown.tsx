import { lazy } from 'react';
import { QUERY_TYPES, type PerformanceSummary, type QueryType } from '@shared/schemas/performance';
import { ChartBody } from '@web/components/charts/chart-card';
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
      <ChartBody
        empty={total === 0 ? 'No database queries were measured in this window.' : undefined}
        summary={`Queries by type: ${description}`}
        height={CHART_HEIGHT}
      >
        <QueryTypeChart points={points} height={CHART_HEIGHT} />
      </ChartBody>
    </SectionCard>
  );
}
