import { lazy } from 'react';
import {
  MAX_PAGE_SIZE,
  MTBF_INDUSTRY_AVERAGE_HOURS,
  NEEDS_ATTENTION_HEALTH,
  CRITICAL_ASSET_SCORE,
} from '@shared/constants';
import { AVAILABILITY_BUCKETS, type AnalyticsPeriod } from '@shared/analytics-names';
import type { EquipmentPerformance, FleetPerformance } from '@shared/schemas/analytics';
import { QueryState } from '@web/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useEquipmentPerformance } from '../../api/list-equipment-performance';
import { analyticsMessages } from '../../messages';
import {
  AVAILABILITY_BUCKET_FILLS,
  availabilityBucketText,
  HEALTH_FILLS,
  healthLabel,
  healthLegend,
  type AnalyticsTexts,
} from '../shared/analytics-labels';
import { ChartBody, ChartCard, ChartFrame, ChartSkeleton } from '@web/components/charts/chart-card';
import type { AvailabilitySlice } from './availability-pie-chart';
import type { HealthPoint } from './mtbf-health-scatter-chart';

// Recharts downloads only when a chart is drawn, so the page chunk stays small.
const AvailabilityPieChart = lazy(() => import('./availability-pie-chart'));
const MtbfHealthScatterChart = lazy(() => import('./mtbf-health-scatter-chart'));

const PIE_HEIGHT = 260;
const SCATTER_HEIGHT = 300;

export function toAvailabilitySlices(t: AnalyticsTexts, fleet: FleetPerformance): AvailabilitySlice[] {
  return AVAILABILITY_BUCKETS.map((range) => ({
    range,
    label: availabilityBucketText(t, range),
    count: fleet.availabilityDistribution.find((bucket) => bucket.range === range)?.count ?? 0,
    fill: AVAILABILITY_BUCKET_FILLS[range],
  }));
}

function AvailabilityDistributionCard({ fleet, days }: { fleet: FleetPerformance; days: number }) {
  const t = useT(analyticsMessages);
  const slices = toAvailabilitySlices(t, fleet);
  const tracked = slices.reduce((sum, slice) => sum + slice.count, 0);
  const untracked = Math.max(0, fleet.equipmentCount - tracked);
  return (
    <ChartCard
      title={t('distribution.title')}
      description={t('distribution.description')}
      height={PIE_HEIGHT}
      empty={tracked === 0 ? t('distribution.empty', { days }) : undefined}
      summary={t('distribution.summary', {
        list: slices.map((slice) => t('summaryItem', { name: slice.label, value: slice.count })).join('; '),
      })}
      legend={slices.map((slice) => ({
        key: slice.range,
        colour: slice.fill,
        text: (
          <span>
            {slice.label}{' '}
            <span className="font-semibold text-foreground tabular-nums">{formatNumber(slice.count)}</span>
          </span>
        ),
      }))}
      footnote={untracked > 0 && tracked > 0 ? t('distribution.untracked', { count: untracked }) : undefined}
    >
      <AvailabilityPieChart slices={slices} height={PIE_HEIGHT} />
    </ChartCard>
  );
}

export function toHealthPoints(items: readonly EquipmentPerformance[]): HealthPoint[] {
  return items.flatMap((item) => {
    if (item.healthScore === null || item.mtbf === null) return [];
    const label = healthLabel(item.healthScore);
    return [
      {
        id: item.id,
        name: item.name,
        assetNumber: item.assetNumber,
        health: item.healthScore,
        mtbf: item.mtbf,
        criticality: item.criticalityScore,
        label,
        fill: HEALTH_FILLS[label],
      },
    ];
  });
}

function MtbfHealthCard({ days }: { days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  const equipment = useEquipmentPerformance({ days, limit: MAX_PAGE_SIZE });
  const title = t('scatter.title');
  const description = t('scatter.description', { score: CRITICAL_ASSET_SCORE });
  return (
    <ChartFrame
      title={title}
      description={description}
      footnote={
        equipment.data && equipment.data.total > equipment.data.items.length
          ? t('scatter.truncated', {
              shown: formatNumber(equipment.data.items.length),
              total: formatNumber(equipment.data.total),
            })
          : undefined
      }
    >
      <QueryState
        query={equipment}
        errorTitle={t('scatter.failed')}
        loading={<ChartSkeleton height={SCATTER_HEIGHT} />}
      >
        {({ items }) => {
          const points = toHealthPoints(items);
          const left = items.length - points.length;
          return (
            <>
              <ChartBody
                height={SCATTER_HEIGHT}
                empty={points.length === 0 ? t('scatter.empty', { days }) : undefined}
                summary={t('scatter.summary', { count: points.length })}
                legend={[
                  ...healthLegend(t).map(({ label, text }) => ({
                    key: label,
                    colour: HEALTH_FILLS[label],
                    text,
                    shape: 'dot' as const,
                  })),
                  {
                    key: 'industry',
                    colour: 'var(--foreground)',
                    text: t('scatter.industryAverage', { hours: MTBF_INDUSTRY_AVERAGE_HOURS }),
                    shape: 'dashed' as const,
                  },
                ]}
              >
                <MtbfHealthScatterChart points={points} height={SCATTER_HEIGHT} />
              </ChartBody>
              {left > 0 && points.length > 0 ? (
                <p className="text-xs text-muted-foreground">{t('scatter.left', { count: left })}</p>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </ChartFrame>
  );
}

function FleetFigure({
  label,
  value,
  note,
  tone,
}: {
  label: string;
  value: number;
  note: string;
  tone?: string;
}) {
  return (
    <div className="rounded-lg border bg-muted/30 p-3 sm:p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${tone ?? ''}`}>{formatNumber(value)}</dd>
      <dd className="mt-0.5 text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

function FleetStatusSummary({ fleet }: { fleet: FleetPerformance }) {
  const t = useT(analyticsMessages);
  return (
    <Card role="region" aria-label={t('status.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('status.title')}</CardTitle>
        <CardDescription>{t('status.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <FleetFigure
            label={t('status.total')}
            value={fleet.equipmentCount}
            note={t('status.withHistory', { count: formatNumber(fleet.withHistoryCount) })}
          />
          <FleetFigure
            label={t('status.active')}
            value={fleet.activeCount}
            note={
              fleet.downCount > 0
                ? t('status.down', { count: formatNumber(fleet.downCount) })
                : t('status.noneDown')
            }
            tone="text-success"
          />
          <FleetFigure
            label={t('status.critical')}
            value={fleet.criticalCount}
            note={t('status.criticalNote', { score: CRITICAL_ASSET_SCORE })}
            tone={fleet.criticalCount > 0 ? 'text-destructive' : undefined}
          />
          <FleetFigure
            label={t('status.needsAttention')}
            value={fleet.needsAttentionCount}
            note={t('status.needsAttentionNote', { health: NEEDS_ATTENTION_HEALTH })}
            tone={fleet.needsAttentionCount > 0 ? 'text-warning' : undefined}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

/** Overview (operations spec §2): the availability pie, MTBF against health, the fleet's status. */
export function OverviewPanel({ fleet, days }: { fleet: FleetPerformance; days: AnalyticsPeriod }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
        <AvailabilityDistributionCard fleet={fleet} days={days} />
        <MtbfHealthCard days={days} />
      </div>
      <FleetStatusSummary fleet={fleet} />
    </div>
  );
}
