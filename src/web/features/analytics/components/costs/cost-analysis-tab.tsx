import { lazy } from 'react';
import { CircleDollarSign, Clock, Package, ShieldCheck } from 'lucide-react';
import type { AnalyticsPeriod, CostAnalysis } from '@shared/schemas/analytics';
import { QueryState } from '@web/components/query-state';
import { StatTile, StatTileSkeletons } from '@web/components/stat-tile';
import { Alert } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatHours, formatMoney, formatNumber, formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useCostAnalysis } from '../../api/get-cost-analysis';
import { analyticsMessages } from '../../messages';
import { monthLabels, SERIES_FILLS } from '../shared/analytics-labels';
import { AnalyticsToolbar } from '../shared/analytics-period';
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
  const t = useT(analyticsMessages);
  const money = (value: number) => formatMoney(value, { currency: costs.currency, whole: true });
  const { totals } = costs;
  const spent = totals.planned + totals.unplanned;
  const plannedShare = spent > 0 ? (totals.planned / spent) * 100 : null;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4">
      <StatTile
        title={t('costs.total')}
        icon={CircleDollarSign}
        iconClassName="bg-primary/10 text-primary"
        footer={
          costs.laborRate === null
            ? t('costs.totalPartsOnly', { days })
            : t('costs.totalLabourAndParts', { days })
        }
      >
        {money(totals.total)}
      </StatTile>
      <StatTile
        title={t('costs.labour')}
        icon={Clock}
        iconClassName="bg-info/12 text-info"
        valueClassName={cn(totals.labor === null && 'text-muted-foreground')}
        footer={
          costs.laborRate === null
            ? t('costs.labourNoRate', { hours: formatHours(totals.laborHours) })
            : t('costs.labourAtRate', {
                hours: formatHours(totals.laborHours),
                rate: formatMoney(costs.laborRate, { currency: costs.currency }),
              })
        }
      >
        {totals.labor === null ? t('costs.notCosted') : money(totals.labor)}
      </StatTile>
      <StatTile
        title={t('costs.parts')}
        icon={Package}
        iconClassName="bg-priority-high/12 text-priority-high"
        footer={t('costs.partsFooter')}
      >
        {money(totals.parts)}
      </StatTile>
      <StatTile
        title={t('costs.plannedShare')}
        icon={ShieldCheck}
        iconClassName="bg-success/12 text-success"
        valueClassName={cn(plannedShare === null && 'text-muted-foreground')}
        footer={
          plannedShare === null
            ? t('costs.nothingSpent')
            : t('costs.plannedUnplanned', {
                planned: money(totals.planned),
                unplanned: money(totals.unplanned),
              })
        }
      >
        {plannedShare === null ? t('noData') : formatPercent(plannedShare)}
      </StatTile>
    </div>
  );
}

function LaborPartsCard({ costs, days }: { costs: CostAnalysis; days: number }) {
  const t = useT(analyticsMessages);
  const money = (value: number) => formatMoney(value, { currency: costs.currency, whole: true });
  const { totals } = costs;
  const title = t('costs.labourVsParts');
  if (totals.labor === null) {
    return (
      <ChartFrame title={title} description={t('costs.labourVsPartsDescription')}>
        <ChartEmpty>
          {t('costs.labourNotCostedChart', {
            hours: formatHours(totals.laborHours),
            parts: money(totals.parts),
          })}
        </ChartEmpty>
      </ChartFrame>
    );
  }
  const slices: CostSlice[] = [
    { key: 'labor', label: t('costs.labour'), value: totals.labor, fill: SERIES_FILLS.labour },
    { key: 'parts', label: t('costs.parts'), value: totals.parts, fill: SERIES_FILLS.parts },
  ];
  const total = totals.labor + totals.parts;
  return (
    <ChartCard
      title={title}
      description={t('costs.labourVsPartsDescription')}
      height={DONUT_HEIGHT}
      empty={total === 0 ? t('costs.labourVsPartsEmpty', { days }) : undefined}
      summary={t('costs.labourVsPartsSummary', { labour: money(totals.labor), parts: money(totals.parts) })}
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
  const t = useT(analyticsMessages);
  const isMobile = useIsMobile();
  const money = (value: number) => formatMoney(value, { currency: costs.currency, whole: true });
  const equipment = toEquipmentCostPoints(costs.byEquipment);
  const months = toCostMonthPoints(costs.byMonth);
  const monthsWithCost = months.filter((month) => month.total > 0).length;
  const overBudget = months.filter((month) => month.budget !== null && month.total > month.budget).length;
  const equipmentHeight = equipment.length * EQUIPMENT_ROW_PX + 60;
  const costLegend = [
    // Without a labour rate there is no labour bar to name.
    ...(costs.laborRate === null
      ? []
      : [{ key: 'labor', colour: SERIES_FILLS.labour, text: t('costs.labour') }]),
    { key: 'parts', colour: SERIES_FILLS.parts, text: t('costs.parts') },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <CostTiles costs={costs} days={days} />
      {costs.laborRate === null ? (
        <Alert title={t('costs.labourNotCosted')}>
          {t('costs.labourNotCostedAlert', { hours: formatHours(costs.totals.laborHours) })}
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr] lg:gap-6">
        <ChartCard
          title={t('costs.byEquipment')}
          description={t('costs.byEquipmentDescription', { count: TOP_EQUIPMENT })}
          height={equipmentHeight}
          empty={equipment.length === 0 ? t('costs.byEquipmentEmpty', { days }) : undefined}
          summary={t('costs.byEquipmentSummary', {
            list: equipment
              .map((point) => t('summaryItem', { name: point.name, value: money(point.total) }))
              .join('; '),
          })}
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
        title={t('costs.byMonth')}
        description={
          costs.monthlyBudget === null
            ? t('costs.byMonthDescription')
            : t('costs.byMonthDescriptionBudget', { budget: money(costs.monthlyBudget) })
        }
        height={MONTH_CHART_HEIGHT}
        empty={monthsWithCost === 0 ? t('costs.byMonthEmpty', { months: months.length }) : undefined}
        summary={t('costs.byMonthSummary', {
          list: months
            .map((month) => t('summaryItem', { name: month.long, value: money(month.total) }))
            .join('; '),
        })}
        legend={
          costs.monthlyBudget === null
            ? costLegend
            : [
                ...costLegend,
                {
                  key: 'budget',
                  colour: SERIES_FILLS.budget,
                  text: t('costs.monthlyBudget'),
                  shape: 'dashed',
                },
              ]
        }
        footnote={
          costs.monthlyBudget === null
            ? t('costs.noBudget')
            : overBudget > 0
              ? t('costs.overBudgetMonths', {
                  over: formatNumber(overBudget),
                  total: formatNumber(months.length),
                })
              : t('costs.withinBudget')
        }
      >
        <CostByMonthChart points={months} currency={costs.currency} height={MONTH_CHART_HEIGHT} />
      </ChartCard>
    </div>
  );
}

function CostSkeleton() {
  const t = useT(analyticsMessages);
  return (
    <div className="grid gap-4 lg:gap-6" aria-label={t('costs.loading')}>
      <StatTileSkeletons
        label={t('costs.loadingFigures')}
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
  const t = useT(analyticsMessages);
  const costs = useCostAnalysis(days);
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <AnalyticsToolbar
        days={days}
        onDaysChange={onDaysChange}
        covering={costs.data?.period}
        scope={{ name: costs.data?.scope.name }}
      />
      <QueryState query={costs} errorTitle={t('costs.failed')} loading={<CostSkeleton />}>
        {(data) => (
          <div className={cn('transition-opacity', costs.isPlaceholderData && 'opacity-60')}>
            <CostContent costs={data} days={days} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
