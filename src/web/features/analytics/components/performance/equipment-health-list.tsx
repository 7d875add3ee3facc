import { Gauge } from 'lucide-react';
import { EQUIPMENT_HEALTH_LIST_SIZE, SKELETON_ROWS } from '@shared/constants';
import type { AnalyticsPeriod, EquipmentPerformance } from '@shared/schemas/analytics';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useEquipmentPerformance } from '../../api/list-equipment-performance';
import { analyticsMessages } from '../../messages';
import { CriticalityBadge, HealthBadge } from '../shared/analytics-badges';
import { formatHoursOrNoData, formatMtbf, formatPercentOrNoData } from '../shared/analytics-labels';
import { EquipmentName, Figure } from './equipment-row';

function WorkOrderCounts({ equipment }: { equipment: EquipmentPerformance }) {
  const t = useT(analyticsMessages);
  const kinds = [
    { key: 'preventive', value: equipment.preventiveWorkOrders },
    { key: 'corrective', value: equipment.correctiveWorkOrders },
    { key: 'emergency', value: equipment.emergencyWorkOrders },
  ] as const;
  return (
    <div className="col-span-3 min-w-0 sm:col-span-2">
      <dt className="text-xs text-muted-foreground">{t('figure.workOrders')}</dt>
      <dd className="text-sm tabular-nums">
        <span className="font-medium">
          {t('figure.workOrdersTotal', { count: formatNumber(equipment.totalWorkOrders) })}
        </span>
        <span className="block text-xs text-muted-foreground">
          {kinds.map((kind, index) => (
            <span key={kind.key}>
              {index > 0 ? ' · ' : null}
              <span
                className={cn(kind.key === 'emergency' && kind.value > 0 && 'font-medium text-destructive')}
              >
                {t(`figure.workOrders.${kind.key}`, { count: formatNumber(kind.value) })}
              </span>
            </span>
          ))}
        </span>
      </dd>
    </div>
  );
}

function HealthItem({ equipment }: { equipment: EquipmentPerformance }) {
  const t = useT(analyticsMessages);
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 lg:grid-cols-[minmax(0,17rem)_1fr] lg:items-center lg:gap-6">
      <div className="grid min-w-0 gap-2">
        <EquipmentName equipment={equipment} />
        <div className="flex flex-wrap gap-1.5">
          <HealthBadge score={equipment.healthScore} />
          <CriticalityBadge score={equipment.criticalityScore} />
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-2 sm:grid-cols-5">
        <Figure
          label={t('figure.mtbf')}
          value={formatMtbf(t, equipment.mtbf, equipment.failures)}
          trend={equipment.mtbf === null ? undefined : equipment.trends.mtbfTrend}
          muted={equipment.mtbf === null}
        />
        <Figure
          label={t('figure.availability')}
          value={formatPercentOrNoData(t, equipment.availability)}
          trend={equipment.availability === null ? undefined : equipment.trends.availabilityTrend}
          muted={equipment.availability === null}
        />
        <Figure
          label={t('figure.mttr')}
          value={formatHoursOrNoData(t, equipment.mttr)}
          muted={equipment.mttr === null}
        />
        <WorkOrderCounts equipment={equipment} />
      </dl>
    </li>
  );
}

/** Equipment Health (operations spec §2): the 10 most critical, by criticality score then lowest health. */
export function EquipmentHealthList({ days }: { days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  const equipment = useEquipmentPerformance({ days, limit: EQUIPMENT_HEALTH_LIST_SIZE });
  return (
    <Card role="region" aria-label={t('healthList.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('healthList.title')}</CardTitle>
        <CardDescription>
          {t('healthList.description', { count: EQUIPMENT_HEALTH_LIST_SIZE })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={equipment}
          errorTitle={t('healthList.failed')}
          loading={
            <Skeletons count={SKELETON_ROWS} label={t('healthList.loading')}>
              {() => <Skeleton className="h-20 w-full" />}
            </Skeletons>
          }
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={Gauge}
              title={t('healthList.emptyTitle')}
              description={t('healthList.emptyDescription')}
            />
          }
        >
          {({ items }) => (
            <ul
              className={cn('divide-y transition-opacity', equipment.isPlaceholderData && 'opacity-60')}
              aria-label={t('healthList.list')}
            >
              {items.map((item) => (
                <HealthItem key={item.id} equipment={item} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
