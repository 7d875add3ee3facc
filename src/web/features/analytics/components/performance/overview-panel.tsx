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
import { formatCount, formatNumber } from '@web/lib/formatting';
import { useEquipmentPerformance } from '../../api/list-equipment-performance';
import {
  AVAILABILITY_BUCKET_FILLS,
  AVAILABILITY_BUCKET_LABELS,
  HEALTH_FILLS,
  HEALTH_LEGEND,
  healthLabel,
} from '../shared/analytics-labels';
import { periodPhrase } from '../shared/analytics-period';
import { ChartBody, ChartCard, ChartFrame, ChartSkeleton } from '@web/components/charts/chart-card';
import type { AvailabilitySlice } from './availability-pie-chart';
import type { HealthPoint } from './mtbf-health-scatter-chart';

// Recharts downloads only when a chart is drawn, so the page chunk stays small.
const AvailabilityPieChart = lazy(() => import('./availability-pie-chart'));
const MtbfHealthScatterChart = lazy(() => import('./mtbf-health-scatter-chart'));

const PIE_HEIGHT = 260;
const SCATTER_HEIGHT = 300;

export function toAvailabilitySlices(fleet: FleetPerformance): AvailabilitySlice[] {
  return AVAILABILITY_BUCKETS.map((range) => ({
    range,
    label: AVAILABILITY_BUCKET_LABELS[range],
    count: fleet.availabilityDistribution.find((bucket) => bucket.range === range)?.count ?? 0,
    fill: AVAILABILITY_BUCKET_FILLS[range],
  }));
}

function AvailabilityDistributionCard({ fleet, days }: { fleet: FleetPerformance; days: number }) {
  const slices = toAvailabilitySlices(fleet);
  const tracked = slices.reduce((sum, slice) => sum + slice.count, 0);
  const untracked = Math.max(0, fleet.equipmentCount - tracked);
  return (
    <ChartCard
      title="Equipment Availability Distribution"
      description="Equipment by its availability over the period (time not down)."
      height={PIE_HEIGHT}
      empty={
        tracked === 0
          ? `No equipment has availability figures for ${periodPhrase(days)}: nothing was down or had work recorded.`
          : undefined
      }
      summary={`Equipment by availability: ${slices.map((slice) => `${slice.label}: ${slice.count}`).join('; ')}.`}
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
      footnote={
        untracked > 0 && tracked > 0
          ? `${formatCount(untracked, 'equipment item')} without history in the period ${untracked === 1 ? 'is' : 'are'} not counted.`
          : undefined
      }
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
  const equipment = useEquipmentPerformance({ days, limit: MAX_PAGE_SIZE });
  const title = 'MTBF vs Health Score';
  const description = `Each dot is an equipment item; larger dots are critical assets (criticality ${CRITICAL_ASSET_SCORE}/10 or more).`;
  return (
    <ChartFrame
      title={title}
      description={description}
      footnote={
        equipment.data && equipment.data.total > equipment.data.items.length
          ? `The ${formatNumber(equipment.data.items.length)} most critical of ${formatNumber(equipment.data.total)} equipment are plotted.`
          : undefined
      }
    >
      <QueryState
        query={equipment}
        errorTitle="Failed to fetch equipment analytics"
        loading={<ChartSkeleton height={SCATTER_HEIGHT} />}
      >
        {({ items }) => {
          const points = toHealthPoints(items);
          const left = items.length - points.length;
          return (
            <>
              <ChartBody
                height={SCATTER_HEIGHT}
                empty={
                  points.length === 0
                    ? `No equipment has both an MTBF and a health score for ${periodPhrase(days)}: MTBF needs at least one failure in the period.`
                    : undefined
                }
                summary={`${formatCount(points.length, 'equipment item')} plotted by health score and MTBF.`}
                legend={[
                  ...HEALTH_LEGEND.map(({ label, text }) => ({
                    key: label,
                    colour: HEALTH_FILLS[label],
                    text,
                    shape: 'dot' as const,
                  })),
                  {
                    key: 'industry',
                    colour: 'var(--foreground)',
                    text: `Industry avg ${MTBF_INDUSTRY_AVERAGE_HOURS}h`,
                    shape: 'dashed' as const,
                  },
                ]}
              >
                <MtbfHealthScatterChart points={points} height={SCATTER_HEIGHT} />
              </ChartBody>
              {left > 0 && points.length > 0 ? (
                <p className="text-xs text-muted-foreground">
                  {formatCount(left, 'equipment item')} without an MTBF or a health score{' '}
                  {left === 1 ? 'is' : 'are'} not plotted.
                </p>
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
  return (
    <Card role="region" aria-label="Fleet Status Summary">
      <CardHeader className="pb-2">
        <CardTitle>Fleet Status Summary</CardTitle>
        <CardDescription>The warehouse's equipment that is not retired.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <FleetFigure
            label="Total Equipment"
            value={fleet.equipmentCount}
            note={`${formatNumber(fleet.withHistoryCount)} with history in the period`}
          />
          <FleetFigure
            label="Active"
            value={fleet.activeCount}
            note={
              fleet.downCount > 0 ? `${formatNumber(fleet.downCount)} down right now` : 'None down right now'
            }
            tone="text-success"
          />
          <FleetFigure
            label="Critical Assets"
            value={fleet.criticalCount}
            note={`Criticality ${CRITICAL_ASSET_SCORE}/10 or more`}
            tone={fleet.criticalCount > 0 ? 'text-destructive' : undefined}
          />
          <FleetFigure
            label="Needs Attention"
            value={fleet.needsAttentionCount}
            note={`Health under ${NEEDS_ATTENTION_HEALTH}%`}
            tone={
              fleet.needsAttentionCount > 0
                ? 'text-[color-mix(in_oklch,var(--warning),black_30%)] dark:text-warning'
                : undefined
            }
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
