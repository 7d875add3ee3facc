import { lazy } from 'react';
import { CircleDollarSign, Clock, Package, ShieldCheck } from 'lucide-react';
import type { AnalyticsPeriod, CostAnalysis } from '@shared/schemas/analytics';
import { QueryState } from '@web/components/query-state';
import { StatTile, StatTileSkeletons } from '@web/components/stat-tile';
import { Alert } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatHours, formatMoney, formatNumber, formatPercent } from '@web/lib/formatting';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useCostAnalysis } from '../../api/get-cost-analysis';
import { monthLabels, NO_DATA, SERIES_FILLS } from '../shared/analytics-labels';
import { AnalyticsToolbar, periodPhrase } from '../shared/analytics-period';
import { ChartCard, ChartEmpty, ChartFrame } from '@web/components/charts/chart-card';
import type { EquipmentCostPoint } from './cost-by-equipment-chart';
import type { CostMonthPoint } from './cost-by-month-chart';
import type { CostSlice } from './labor-parts-chart';

const CostByEquipmentChart = lazy(() => import('./cost-by-equipment-chart'));
const LaborPartsChart = lazy(() => import('./labor-parts-chart'));
const CostByMonthChart = lazy(() => import('./cost-by-month-chart'));

const EQUIPMENT_ROW_PX = 36;
const DONUT_HEIGHT = 240;
const MONTH_CHART_HEIGHT = 300;
/** The most costly equipment shown (the server sends at most these). */
const TOP_EQUIPMENT = 10;

export function toEquipmentCostPoints(rows: CostAnalysis['byEquipment']): EquipmentCostPoint[] {
  return rows
    .filter((row) => row.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, TOP_EQUIPMENT)
    .map((row) => ({
      key: row.equipmentId,
      name: row.name,
      assetNumber: row.assetNumber,
      labor: row.labor,
      laborValue: row.labor ?? 0,
      laborHours: row.laborHours,
      parts: row.parts,
      total: row.total,
    }));
}

export function toCostMonthPoints(rows: CostAnalysis['byMonth']): CostMonthPoint[] {
  const labels = monthLabels(rows.map((row) => row.month));
  return rows.map((row, index) => ({
    ...labels[index]!,
    labor: row.labor,
    laborValue: row.labor ?? 0,
    laborHours: row.laborHours,
    parts: row.parts,
    total: row.total,
    budget: row.budget,
  }));
}

function CostTiles({ costs, days }: { costs: CostAnalysis; days: number }) {
  const money = (value: number) => formatMoney(value, { currency: costs.currency, whole: true });
  const { totals } = costs;
  const spent = totals.planned + totals.unplanned;
  const plannedShare = spent > 0 ? (totals.planned / spent) * 100 : null;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4">
      <StatTile
        title="Total Cost"
        icon={CircleDollarSign}
        iconClassName="bg-primary/10 text-primary"
        footer={
          costs.laborRate === null ? `Parts only, last ${days} days` : `Labour and parts, last ${days} days`
        }
      >
        {money(totals.total)}
      </StatTile>
      <StatTile
        title="Labour"
        icon={Clock}
        iconClassName="bg-info/12 text-info"
        valueClassName={cn(totals.labor === null && 'text-muted-foreground')}
        footer={
          costs.laborRate === null
            ? `${formatHours(totals.laborHours)} logged; no labour rate set`
            : `${formatHours(totals.laborHours)} at ${formatMoney(costs.laborRate, { currency: costs.currency })}/h`
        }
      >
        {totals.labor === null ? 'Not costed' : money(totals.labor)}
      </StatTile>
      <StatTile
        title="Parts"
        icon={Package}
        iconClassName="bg-priority-high/12 text-[color-mix(in_oklch,var(--priority-high),black_20%)] dark:text-priority-high"
        footer="Parts used on work orders"
      >
        {money(totals.parts)}
      </StatTile>
      <StatTile
        title="Planned Share"
        icon={ShieldCheck}
        iconClassName="bg-success/12 text-success"
        valueClassName={cn(plannedShare === null && 'text-muted-foreground')}
        footer={
          plannedShare === null
            ? 'Nothing was spent in the period'
            : `${money(totals.planned)} planned · ${money(totals.unplanned)} unplanned`
        }
      >
        {plannedShare === null ? NO_DATA : formatPercent(plannedShare)}
      </StatTile>
    </div>
  );
}

function LaborPartsCard({ costs, days }: { costs: CostAnalysis; days: number }) {
  const money = (value: number) => formatMoney(value, { currency: costs.currency, whole: true });
  const { totals } = costs;
  const title = 'Labour vs Parts';
  if (totals.labor === null) {
    return (
      <ChartFrame title={title} description="Where the maintenance money went.">
        <ChartEmpty>
          Labour is not costed until a labour rate is set, so there is nothing to set parts against.{' '}
          {formatHours(totals.laborHours)} of labour were logged and parts came to {money(totals.parts)}.
        </ChartEmpty>
      </ChartFrame>
    );
  }
  const slices: CostSlice[] = [
    { key: 'labor', label: 'Labour', value: totals.labor, fill: SERIES_FILLS.labour },
    { key: 'parts', label: 'Parts', value: totals.parts, fill: SERIES_FILLS.parts },
  ];
  const total = totals.labor + totals.parts;
  return (
    <ChartCard
      title={title}
      description="Where the maintenance money went."
      height={DONUT_HEIGHT}
      empty={total === 0 ? `No labour or parts were costed in ${periodPhrase(days)}.` : undefined}
      summary={`Labour ${money(totals.labor)}, parts ${money(totals.parts)}.`}
      legend={slices.map((slice) => ({
        key: slice.key,
        colour: slice.fill,
        text: (
          <span>
            {slice.label}{' '}
            <span className="font-semibold text-foreground tabular-nums">{money(slice.value)}</span>
            {total > 0 ? ` (${formatPercent((slice.value / total) * 100)})` : null}
          </span>
        ),
      }))}
    >
      <LaborPartsChart slices={slices} currency={costs.currency} height={DONUT_HEIGHT} />
    </ChartCard>
  );
}

function CostContent({ costs, days }: { costs: CostAnalysis; days: number }) {
  const isMobile = useIsMobile();
  const money = (value: number) => formatMoney(value, { currency: costs.currency, whole: true });
  const equipment = toEquipmentCostPoints(costs.byEquipment);
  const months = toCostMonthPoints(costs.byMonth);
  const monthsWithCost = months.filter((month) => month.total > 0).length;
  const overBudget = months.filter((month) => month.budget !== null && month.total > month.budget).length;
  const equipmentHeight = equipment.length * EQUIPMENT_ROW_PX + 60;
  const costLegend = [
    // Without a labour rate there is no labour bar to name.
    ...(costs.laborRate === null ? [] : [{ key: 'labor', colour: SERIES_FILLS.labour, text: 'Labour' }]),
    { key: 'parts', colour: SERIES_FILLS.parts, text: 'Parts' },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <CostTiles costs={costs} days={days} />
      {costs.laborRate === null ? (
        <Alert title="Labour is not costed">
          No labour rate is set for this plant, so labour counts no cost until a manager sets one: the figures
          below are parts only. {formatHours(costs.totals.laborHours)} of labour were logged in the period.
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr] lg:gap-6">
        <ChartCard
          title="Cost by Equipment"
          description={`The ${TOP_EQUIPMENT} most costly equipment of the period, labour and parts.`}
          height={equipmentHeight}
          empty={
            equipment.length === 0
              ? `No maintenance cost was recorded against equipment in ${periodPhrase(days)}.`
              : undefined
          }
          summary={`Cost by equipment: ${equipment.map((point) => `${point.name}: ${money(point.total)}`).join('; ')}.`}
          legend={costLegend}
        >
          <CostByEquipmentChart
            points={equipment}
            currency={costs.currency}
            height={equipmentHeight}
            narrow={isMobile}
          />
        </ChartCard>
        <LaborPartsCard costs={costs} days={days} />
      </div>
      <ChartCard
        title="Monthly Cost vs Budget"
        description={
          costs.monthlyBudget === null
            ? 'Cost month by month.'
            : `Cost month by month against the monthly budget of ${money(costs.monthlyBudget)}.`
        }
        height={MONTH_CHART_HEIGHT}
        empty={
          monthsWithCost === 0
            ? `No maintenance cost was recorded in the last ${months.length} months.`
            : undefined
        }
        summary={`Cost by month: ${months.map((month) => `${month.long}: ${money(month.total)}`).join('; ')}.`}
        legend={
          costs.monthlyBudget === null
            ? costLegend
            : [
                ...costLegend,
                { key: 'budget', colour: SERIES_FILLS.budget, text: 'Monthly budget', shape: 'dashed' },
              ]
        }
        footnote={
          costs.monthlyBudget === null
            ? 'No monthly budget is set, so the months are not compared with one.'
            : overBudget > 0
              ? `${formatNumber(overBudget)} of ${formatNumber(months.length)} months over budget.`
              : 'Every month within budget.'
        }
      >
        <CostByMonthChart points={months} currency={costs.currency} height={MONTH_CHART_HEIGHT} />
      </ChartCard>
    </div>
  );
}

function CostSkeleton() {
  return (
    <div className="grid gap-4 lg:gap-6" aria-label="Loading cost analysis">
      <StatTileSkeletons
        label="Loading cost figures"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4"
      />
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

/** Cost Analysis: totals, cost by equipment, labour vs parts, month by month against the budget. */
export function CostAnalysisTab({
  days,
  onDaysChange,
}: {
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
}) {
  const costs = useCostAnalysis(days);
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <AnalyticsToolbar
        days={days}
        onDaysChange={onDaysChange}
        covering={costs.data?.period}
        scope={{ name: costs.data?.scope.name }}
      />
      <QueryState query={costs} errorTitle="Failed to fetch cost analysis" loading={<CostSkeleton />}>
        {(data) => (
          <div className={cn('transition-opacity', costs.isPlaceholderData && 'opacity-60')}>
            <CostContent costs={data} days={days} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
