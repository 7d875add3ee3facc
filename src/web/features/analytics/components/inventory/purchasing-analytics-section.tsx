import { lazy } from 'react';
import type { AnalyticsPeriod, PurchasingAnalytics } from '@shared/schemas/analytics';
import { ChartCard } from '@web/components/charts/chart-card';
import { QueryState } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { usePurchasingAnalytics } from '../../api/get-purchasing-analytics';
import { analyticsMessages } from '../../messages';
import { monthLabels } from '../shared/analytics-labels';
import { OpenCommitments, VendorLeadTimes } from './purchasing-lists';
import type { MonthValuePoint } from './monthly-value-chart';
import type { VendorSpendPoint } from './spend-by-vendor-chart';

const SpendByVendorChart = lazy(() => import('./spend-by-vendor-chart'));
const SpendByMonthChart = lazy(() => import('./spend-by-month-chart'));

const VENDOR_ROW_PX = 36;
const MONTH_CHART_HEIGHT = 280;

export function toVendorSpendPoints(rows: PurchasingAnalytics['spendByVendor']): VendorSpendPoint[] {
  return rows
    .filter((row) => row.spend > 0)
    .map((row) => ({ key: row.vendorId, name: row.vendorName, spend: row.spend, orders: row.orders }));
}

export function toSpendMonthPoints(rows: PurchasingAnalytics['spendByMonth']): MonthValuePoint[] {
  const labels = monthLabels(rows.map((row) => row.month));
  return rows.map((row, index) => ({ ...labels[index]!, value: row.spend }));
}

function PurchasingContent({ figures, days }: { figures: PurchasingAnalytics; days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  const isMobile = useIsMobile();
  const vendors = toVendorSpendPoints(figures.spendByVendor);
  const months = toSpendMonthPoints(figures.spendByMonth);
  const vendorsHeight = vendors.length * VENDOR_ROW_PX + 60;
  const money = (value: number) => formatMoney(value, { currency: figures.currency });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
      <ChartCard
        title={t('purchasing.byVendor')}
        description={t('purchasing.byVendorDescription')}
        height={vendorsHeight}
        empty={vendors.length === 0 ? t('purchasing.byVendorEmpty', { days }) : undefined}
        summary={t('purchasing.byVendorSummary', {
          list: vendors
            .map((vendor) => t('summaryItem', { name: vendor.name, value: money(vendor.spend) }))
            .join('; '),
        })}
      >
        <SpendByVendorChart
          points={vendors}
          currency={figures.currency}
          height={vendorsHeight}
          narrow={isMobile}
        />
      </ChartCard>
      <ChartCard
        title={t('purchasing.byMonth')}
        description={t('purchasing.byMonthDescription')}
        height={MONTH_CHART_HEIGHT}
        empty={
          months.every((month) => month.value === 0)
            ? t('purchasing.byMonthEmpty', { months: months.length })
            : undefined
        }
        summary={t('purchasing.byMonthSummary', {
          list: months
            .map((month) => t('summaryItem', { name: month.long, value: money(month.value) }))
            .join('; '),
        })}
      >
        <SpendByMonthChart points={months} currency={figures.currency} height={MONTH_CHART_HEIGHT} />
      </ChartCard>
      <OpenCommitments commitments={figures.openCommitments} currency={figures.currency} />
      <VendorLeadTimes leadTimes={figures.leadTimes} period={days} />
    </div>
  );
}

/**
 * Purchasing on Inventory Analytics (issue 27 §8): spend by vendor and month, what is on order
 * and not received, and vendor lead times. Loaded with the tab, after its first paint, from an
 * answer of its own, so the inventory figures never wait for it.
 */
export default function PurchasingAnalyticsSection({ days }: { days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  const purchasing = usePurchasingAnalytics(days);
  return (
    <section aria-labelledby="purchasing-analytics" className="grid gap-4 lg:gap-6">
      <h2 id="purchasing-analytics" className="text-lg font-semibold tracking-tight">
        {t('purchasing.title')}
      </h2>
      <QueryState
        query={purchasing}
        errorTitle={t('purchasing.failed')}
        loading={<Skeleton className="h-80 w-full rounded-xl" />}
      >
        {(figures) => (
          <div className={cn('transition-opacity', purchasing.isPlaceholderData && 'opacity-60')}>
            <PurchasingContent figures={figures} days={days} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
