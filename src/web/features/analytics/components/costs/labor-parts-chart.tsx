import { BreakdownChart, shareFigure } from '@web/components/charts/breakdown-chart';
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';

export interface CostSlice {
  key: string;
  label: string;
  value: number;
  fill: string;
}

/** Labour against parts as a donut, the period's total in the middle. */
export default function LaborPartsChart({
  slices,
  currency,
  height,
}: {
  slices: readonly CostSlice[];
  currency: string;
  height: number;
}) {
  const t = useT(analyticsMessages);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const money = (value: number) => formatMoney(value, { currency, whole: true });
  return (
    <BreakdownChart
      data={slices}
      height={height}
      naming={{ label: t('table.costType'), name: (slice) => slice.label }}
      value={(slice) => slice.value}
      colour={(slice) => slice.fill}
      figures={[
        {
          key: 'value',
          label: t('costs.cost'),
          text: (slice) => money(slice.value),
          colour: (slice) => slice.fill,
        },
        shareFigure<CostSlice>(t('costs.share'), (slice) => slice.value, total),
      ]}
      centre={{ figure: money(total), caption: t('costs.inAll') }}
    />
  );
}
