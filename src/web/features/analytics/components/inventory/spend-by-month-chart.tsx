import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';
import { MonthlyValueChart, type MonthValuePoint } from './monthly-value-chart';

/** The value received from vendors each month. */
export default function SpendByMonthChart(props: {
  points: readonly MonthValuePoint[];
  currency: string;
  height: number;
}) {
  const t = useT(analyticsMessages);
  return (
    <MonthlyValueChart
      {...props}
      series={{
        label: t('purchasing.valueReceived'),
        axisLabel: t('purchasing.valueReceivedAxis', { currency: props.currency }),
        fill: SERIES_FILLS.parts,
      }}
    />
  );
}
