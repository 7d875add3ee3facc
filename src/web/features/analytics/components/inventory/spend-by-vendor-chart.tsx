import { BarChart } from '@web/components/charts/bar-chart';
import { moneyTicks } from '@web/components/charts/chart-ticks';
import { namedCategory } from '@web/components/charts/named-category';
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';

export interface VendorSpendPoint {
  key: string;
  name: string;
  spend: number;
  orders: number;
}

/** The vendors most spent with in the period, as horizontal bars of the value received. */
export default function SpendByVendorChart({
  points,
  currency,
  height,
  narrow,
}: {
  points: readonly VendorSpendPoint[];
  currency: string;
  height: number;
  narrow: boolean;
}) {
  const t = useT(analyticsMessages);
  return (
    <BarChart
      data={points}
      layout="rows"
      height={height}
      category={namedCategory<VendorSpendPoint>({
        label: t('purchasing.vendor'),
        key: (point) => point.key,
        name: (point) => point.name,
        isNarrow: narrow,
      })}
      valueAxes={[
        { id: 'spend', label: t('purchasing.valueReceivedAxis', { currency }), ticks: moneyTicks(currency) },
      ]}
      series={[
        {
          key: 'spend',
          label: t('purchasing.received'),
          value: (point) => point.spend,
          text: (point) => formatMoney(point.spend, { currency }),
          colour: SERIES_FILLS.parts,
        },
      ]}
      details={[
        {
          key: 'orders',
          label: t('purchasing.on'),
          text: (point) => t('purchasing.orders', { count: point.orders }),
        },
      ]}
    />
  );
}
