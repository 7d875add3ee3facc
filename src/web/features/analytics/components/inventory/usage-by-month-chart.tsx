import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';
import { MonthlyValueChart, type MonthValuePoint } from './monthly-value-chart';

export interface UsageMonthPoint extends MonthValuePoint {
  quantity: number;
}

/** The value of the parts used each month (units in the tooltip). */
export default function UsageByMonthChart(props: {
  points: readonly UsageMonthPoint[];
  currency: string;
  height: number;
}) {
  const t = useT(analyticsMessages);
  return (
    <MonthlyValueChart
      {...props}
      series={{
        label: t('usageByMonth.series'),
        axisLabel: t('usageByMonth.axis', { currency: props.currency }),
        fill: SERIES_FILLS.usage,
        details: [
          {
            key: 'quantity',
            label: t('usageByMonth.units'),
            text: (point: UsageMonthPoint) => formatNumber(point.quantity),
          },
        ],
      }}
    />
  );
}
