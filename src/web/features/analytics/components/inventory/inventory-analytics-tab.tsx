import { lazy, Suspense } from 'react';
import { Boxes, PackageMinus, PackageX, RefreshCcw } from 'lucide-react';
import type { AnalyticsPeriod, InventoryAnalytics } from '@shared/schemas/analytics';
import { QueryState } from '@web/components/query-state';
import { StatTile, StatTileSkeletons } from '@web/components/stat-tile';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatMoney, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useInventoryAnalytics } from '../../api/get-inventory-analytics';
import { analyticsMessages } from '../../messages';
import { monthLabels } from '../shared/analytics-labels';
import { AnalyticsToolbar } from '../shared/analytics-period';
import { ChartCard } from '@web/components/charts/chart-card';
import { DeadStockList, StockOutsList } from './part-lists';
import type { PartUsagePoint } from './usage-by-part-chart';
import type { UsageMonthPoint } from './usage-by-month-chart';

const UsageByPartChart = lazy(() => import('./usage-by-part-chart'));
const UsageByMonthChart = lazy(() => import('./usage-by-month-chart'));
// Spend, commitments and lead times (issue 27 §8): an answer of their own, after the tab's first paint.
const PurchasingAnalyticsSection = lazy(() => import('./purchasing-analytics-section'));

const PART_ROW_PX = 36;
const MONTH_CHART_HEIGHT = 280;
const TOP_PARTS = 10;

export function toPartUsagePoints(rows: InventoryAnalytics['usageByPart']): PartUsagePoint[] {
  return rows
    .filter((row) => row.quantity > 0)
    .sort((a, b) => b.quantity - a.quantity || b.value - a.value)
    .slice(0, TOP_PARTS)
    .map((row) => ({
      key: row.partId,
      name: row.name,
      partNumber: row.partNumber,
      quantity: row.quantity,
      value: row.value,
    }));
}

export function toUsageMonthPoints(rows: InventoryAnalytics['usageByMonth']): UsageMonthPoint[] {
  const labels = monthLabels(rows.map((row) => row.month));
  return rows.map((row, index) => ({ ...labels[index]!, quantity: row.quantity, value: row.value }));
}

function InventoryTiles({ inventory, days }: { inventory: InventoryAnalytics; days: number }) {
  const t = useT(analyticsMessages);
  const money = (value: number) => formatMoney(value, { currency: inventory.currency, whole: true });
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4">
      <StatTile
        title={t('inventory.stockValue')}
        icon={Boxes}
        iconClassName="bg-primary/10 text-primary"
        footer={t('inventory.stockValueFooter')}
      >
        {money(inventory.stockValue)}
      </StatTile>
      <StatTile
        title={t('inventory.used')}
        icon={PackageMinus}
        iconClassName="bg-info/12 text-info"
        footer={t('inventory.usedFooter', { days })}
      >
        {money(inventory.usedValue)}
      </StatTile>
      <StatTile
        title={t('inventory.turnover')}
        icon={RefreshCcw}
        iconClassName="bg-success/12 text-success"
        valueClassName={cn(inventory.turnover === null && 'text-muted-foreground')}
        footer={inventory.turnover === null ? t('inventory.turnoverNone') : t('inventory.turnoverFooter')}
      >
        {inventory.turnover === null
          ? t('noData')
          : t('inventory.turnoverValue', { value: formatNumber(inventory.turnover, { fractionDigits: 1 }) })}
      </StatTile>
      <StatTile
        title={t('inventory.outOfStock')}
        icon={PackageX}
        iconClassName="bg-destructive/10 text-destructive"
        valueClassName={cn(inventory.stockOuts.count > 0 && 'text-destructive')}
        footer={t('inventory.stockOutEvents', { count: inventory.stockOuts.events })}
      >
        {formatNumber(inventory.stockOuts.count)}
      </StatTile>
    </div>
  );
}

function InventoryContent({ inventory, days }: { inventory: InventoryAnalytics; days: number }) {
  const t = useT(analyticsMessages);
  const isMobile = useIsMobile();
  const parts = toPartUsagePoints(inventory.usageByPart);
  const months = toUsageMonthPoints(inventory.usageByMonth);
  const partsHeight = parts.length * PART_ROW_PX + 60;
  const money = (value: number) => formatMoney(value, { currency: inventory.currency, whole: true });
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <InventoryTiles inventory={inventory} days={days} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
        <ChartCard
          title={t('usageByPart.title')}
          description={t('usageByPart.description', { count: TOP_PARTS })}
          height={partsHeight}
          empty={parts.length === 0 ? t('usageByPart.empty', { days }) : undefined}
          summary={t('usageByPart.summary', {
            list: parts
              .map((part) => t('summaryItem', { name: part.name, value: formatNumber(part.quantity) }))
              .join('; '),
          })}
        >
          <UsageByPartChart
            points={parts}
            currency={inventory.currency}
            height={partsHeight}
            narrow={isMobile}
          />
        </ChartCard>
        <ChartCard
          title={t('usageByMonth.title')}
          description={t('usageByMonth.description')}
          height={MONTH_CHART_HEIGHT}
          empty={
            months.every((month) => month.quantity === 0)
              ? t('usageByMonth.empty', { months: months.length })
              : undefined
          }
          summary={t('usageByMonth.summary', {
            list: months
              .map((month) => t('summaryItem', { name: month.long, value: money(month.value) }))
              .join('; '),
          })}
        >
          <UsageByMonthChart points={months} currency={inventory.currency} height={MONTH_CHART_HEIGHT} />
        </ChartCard>
        <StockOutsList stockOuts={inventory.stockOuts} days={days} />
        <DeadStockList deadStock={inventory.deadStock} currency={inventory.currency} days={days} />
      </div>
    </div>
  );
}

function InventorySkeleton() {
  const t = useT(analyticsMessages);
  return (
    <div className="grid gap-4 lg:gap-6" aria-label={t('inventory.loading')}>
      <StatTileSkeletons
        label={t('inventory.loadingFigures')}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4"
      />
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

/**
 * Inventory Analytics: stock value, turnover, usage by part and month, stock-outs and dead stock;
 * then purchasing: spend, open commitments and vendor lead times.
 */
export function InventoryAnalyticsTab({
  days,
  onDaysChange,
}: {
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
}) {
  const t = useT(analyticsMessages);
  const inventory = useInventoryAnalytics(days);
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <AnalyticsToolbar days={days} onDaysChange={onDaysChange} covering={inventory.data?.period} />
      <QueryState query={inventory} errorTitle={t('inventory.failed')} loading={<InventorySkeleton />}>
        {(data) => (
          <div className={cn('transition-opacity', inventory.isPlaceholderData && 'opacity-60')}>
            <InventoryContent inventory={data} days={days} />
          </div>
        )}
      </QueryState>
      <Suspense fallback={<Skeleton className="h-80 w-full rounded-xl" />}>
        <PurchasingAnalyticsSection days={days} />
      </Suspense>
    </div>
  );
}
