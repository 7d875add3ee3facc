import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  truncateLabel,
} from '@web/components/charts/chart-parts';

export interface VendorSpendPoint {
  key: string;
  name: string;
  spend: number;
  orders: number;
}

function SpendTooltip({
  active,
  payload,
  currency,
}: TooltipContentProps<TooltipValueType, string | number> & { currency: string }) {
  const point = active ? (payload?.[0]?.payload as VendorSpendPoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.name}
      rows={[
        {
          key: 'spend',
          label: t('purchasing.received'),
          value: formatMoney(point.spend, { currency }),
          colour: SERIES_FILLS.parts,
        },
        { key: 'orders', label: t('purchasing.on'), value: t('purchasing.orders', { count: point.orders }) },
      ]}
    />
  );
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
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...points]} layout="vertical" margin={{ top: 0, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
        <XAxis
          type="number"
          tickFormatter={(value: number) => formatMoney(value, { currency, compact: true })}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: GRID_STROKE }}
          height={44}
          label={horizontalAxisLabel(t('purchasing.valueReceivedAxis', { currency }))}
        />
        <YAxis
          type="category"
          dataKey="name"
          tickFormatter={(label: string) => truncateLabel(label, narrow ? 12 : 36)}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={narrow ? 88 : 176}
        />
        <Tooltip content={(props) => <SpendTooltip {...props} currency={currency} />} cursor={BAR_CURSOR} />
        <Bar
          dataKey="spend"
          fill={SERIES_FILLS.parts}
          radius={[0, 4, 4, 0]}
          maxBarSize={22}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
