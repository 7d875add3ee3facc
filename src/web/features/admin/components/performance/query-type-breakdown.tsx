import { lazy } from 'react';
import { QUERY_TYPES, type PerformanceSummary, type QueryType } from '@shared/schemas/performance';
import { ChartBody } from '@web/components/charts/chart-card';
import { formatNumber } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { windowPhrase } from '../shared/figures';
import { SectionCard } from '../shared/section-card';
import type { QueryTypePoint } from './query-type-chart';

const QueryTypeChart = lazy(() => import('./query-type-chart'));

const CHART_HEIGHT = 260;

/** SQL's own words stay as they are; "Other" is translated. */
export const QUERY_TYPE_LABELS = {
  select: 'queryType.select',
  insert: 'queryType.insert',
  update: 'queryType.update',
  delete: 'queryType.delete',
  other: 'queryType.other',
} as const satisfies Readonly<Record<QueryType, string>>;

export function toQueryTypePoints(
  t: TextsOf<typeof adminMessages>,
  breakdown: PerformanceSummary['database']['queryTypeBreakdown'],
): QueryTypePoint[] {
  return QUERY_TYPES.map((type) => ({ type, label: t(QUERY_TYPE_LABELS[type]), count: breakdown[type] }));
}

/** The bar chart of operations spec §2's Database tab, or why it has nothing to draw. */
export function QueryTypeBreakdown({
  summary,
  className,
}: {
  summary: PerformanceSummary;
  className?: string;
}) {
  const t = useT(adminMessages);
  const points = toQueryTypePoints(t, summary.database.queryTypeBreakdown);
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const description = points.map((point) => `${point.label} ${formatNumber(point.count)}`).join(', ');
  return (
    <SectionCard
      title={t('queryType.title')}
      description={windowPhrase(t, summary.windowSeconds)}
      className={className}
    >
      <ChartBody
        empty={total === 0 ? t('queryType.empty') : undefined}
        summary={t('queryType.summary', { description })}
        height={CHART_HEIGHT}
      >
        <QueryTypeChart points={points} height={CHART_HEIGHT} />
      </ChartBody>
    </SectionCard>
  );
}
