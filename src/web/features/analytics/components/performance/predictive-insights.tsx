import { CircleCheckBig, TriangleAlert } from 'lucide-react';
import { PREDICTIVE_HEALTH, PREDICTIVE_INSIGHTS_LIMIT } from '@shared/constants';
import type { AnalyticsPeriod, EquipmentPerformance } from '@shared/schemas/analytics';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useEquipmentPerformance } from '../../api/list-equipment-performance';
import { analyticsMessages } from '../../messages';
import { CriticalityBadge, HealthBadge } from '../shared/analytics-badges';
import { formatMtbf, formatPercentOrNoData, insightReason } from '../shared/analytics-labels';
import { EquipmentName, Figure } from './equipment-row';

function InsightItem({ equipment }: { equipment: EquipmentPerformance }) {
  const t = useT(analyticsMessages);
  const reason = insightReason(t, equipment);
  return (
    <li className="grid gap-3 rounded-lg border border-l-4 border-l-warning p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <EquipmentName equipment={equipment} />
        <Badge variant="warning">{t('insights.actionRecommended')}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium">
        <TriangleAlert className="size-4 shrink-0 text-warning" aria-hidden />
        {reason}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('figure.health')}</dt>
          <dd className="mt-0.5 flex flex-wrap gap-1.5">
            <HealthBadge score={equipment.healthScore} />
          </dd>
        </div>
        <Figure
          label={t('figure.availability')}
          value={formatPercentOrNoData(t, equipment.availability)}
          trend={equipment.availability === null ? undefined : equipment.trends.availabilityTrend}
          muted={equipment.availability === null}
        />
        <Figure
          label={t('figure.mtbf')}
          value={formatMtbf(t, equipment.mtbf, equipment.failures)}
          trend={equipment.mtbf === null ? undefined : equipment.trends.mtbfTrend}
          muted={equipment.mtbf === null}
        />
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('figure.criticality')}</dt>
          <dd className="mt-0.5">
            <CriticalityBadge score={equipment.criticalityScore} withLabel={false} />
          </dd>
        </div>
      </dl>
      {equipment.overduePMs > 0 ? (
        <p className="text-xs text-destructive">
          {t('insights.overduePms', { count: equipment.overduePMs })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Predictive Insights (operations spec §2): up to 5 equipment with health under 80 or a
 * declining availability, each with its reason and an "Action Recommended" badge.
 */
export function PredictiveInsights({ days }: { days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  const insights = useEquipmentPerformance({ days, limit: PREDICTIVE_INSIGHTS_LIMIT, insights: true });
  return (
    <Card role="region" aria-label={t('insights.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('insights.title')}</CardTitle>
        <CardDescription>{t('insights.description', { health: PREDICTIVE_HEALTH })}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={insights}
          errorTitle={t('insights.failed')}
          loading={
            <Skeletons count={3} label={t('insights.loading')}>
              {() => <Skeleton className="h-32 w-full" />}
            </Skeletons>
          }
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={CircleCheckBig}
              title={t('insights.emptyTitle')}
              description={t('insights.emptyDescription')}
            />
          }
        >
          {({ items, total }) => (
            <div className={cn('grid gap-3 transition-opacity', insights.isPlaceholderData && 'opacity-60')}>
              <ul className="grid gap-3" aria-label={t('insights.list')}>
                {items.map((item) => (
                  <InsightItem key={item.id} equipment={item} />
                ))}
              </ul>
              {total > items.length ? (
                <p className="text-xs text-muted-foreground">
                  {t('insights.more', {
                    more: formatNumber(total - items.length),
                    shown: formatNumber(items.length),
                  })}
                </p>
              ) : null}
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
