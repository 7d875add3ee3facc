import { formatNumber } from '@web/lib/formatting';
import { SERIES_FILLS } from '../shared/analytics-labels';
import { MonthlyValueChart, type MonthlyValueSeries, type MonthValuePoint } from './monthly-value-chart';

export interface UsageMonthPoint extends MonthValuePoint {
  quantity: number;
}

const USAGE: MonthlyValueSeries<UsageMonthPoint> = {
  label: 'Value used',
  fill: SERIES_FILLS.usage,
  moreRows: (point) => [{ key: 'quantity', label: 'Units', value: formatNumber(point.quantity) }],
};

/** The value of the parts used each month (units in the tooltip). */
export default function UsageByMonthChart(props: {
  points: readonly UsageMonthPoint[];
  currency: string;
  height: number;
}) {
  return <MonthlyValueChart {...props} series={USAGE} />;
}
