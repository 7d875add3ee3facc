import { SERIES_FILLS } from '../shared/analytics-labels';
import { MonthlyValueChart, type MonthlyValueSeries, type MonthValuePoint } from './monthly-value-chart';

const SPEND: MonthlyValueSeries<MonthValuePoint> = { label: 'Value received', fill: SERIES_FILLS.parts };

/** The value received from vendors each month. */
export default function SpendByMonthChart(props: {
  points: readonly MonthValuePoint[];
  currency: string;
  height: number;
}) {
  return <MonthlyValueChart {...props} series={SPEND} />;
}
