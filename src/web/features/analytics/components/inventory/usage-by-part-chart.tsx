import { BarChart } from '@web/components/charts/bar-chart';
import { numberTicks } from '@web/components/charts/chart-ticks';
import { namedCategory } from '@web/components/charts/named-category';
import { formatMoney, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';

export interface PartUsagePoint {
  key: string;
  name: string;
  partNumber: string;
  quantity: number;
  value: number;
}

/** The most used parts of the period as horizontal bars, in units. */
export default function UsageByPartChart({
  points,
  currency,
  height,
  narrow,
}: {
  points: readonly PartUsagePoint[];
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
      category={namedCategory<PartUsagePoint>({
        label: t('table.part'),
        key: (point) => point.key,
        name: (point) => point.name,
        code: (point) => point.partNumber,
        isNarrow: narrow,
      })}
      valueAxes={[{ id: 'quantity', label: t('usageByPart.axis'), ticks: numberTicks, integers: true }]}
      series={[
        {
          key: 'quantity',
          label: t('usageByPart.used'),
          value: (point) => point.quantity,
          text: (point) =>
            t('usageByPart.units', { count: point.quantity, quantity: formatNumber(point.quantity) }),
          colour: SERIES_FILLS.usage,
        },
      ]}
      details={[
        {
          key: 'value',
          label: t('usageByPart.value'),
          text: (point) => formatMoney(point.value, { currency }),
        },
      ]}
    />
  );
}
