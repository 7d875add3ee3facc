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
import { formatMoney, formatNumber } from '@web/lib/formatting';
import { SERIES_FILLS } from '../shared/analytics-labels';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';

export interface UsageMonthPoint {
  month: string;
  short: string;
  long: string;
  quantity: number;
  value: number;
}

function MonthTooltip({
  active,
  payload,
  currency,
}: TooltipContentProps<TooltipValueType, string | number> & { currency: string }) {
  const point = active ? (payload?.[0]?.payload as UsageMonthPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.long}
      rows={[
        {
          key: 'value',
          label: 'Value used',
          value: formatMoney(point.value, { currency }),
          colour: SERIES_FILLS.usage,
        },
        { key: 'quantity', label: 'Units', value: formatNumber(point.quantity) },
      ]}
    />
  );
}

/** The value of the parts used each month (units in the tooltip). */
export default function UsageByMonthChart({
  points,
  currency,
  height,
}: {
  points: readonly UsageMonthPoint[];
  currency: string;
  height: number;
}) {
  const labelOf = new Map(points.map((point) => [point.month, point.short]));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...points]} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID_STROKE} />
        <XAxis
          dataKey="month"
          tickFormatter={(month: string) => labelOf.get(month) ?? month}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: GRID_STROKE }}
          minTickGap={4}
          height={44}
          label={horizontalAxisLabel('Month')}
        />
        <YAxis
          tickFormatter={(value: number) => formatMoney(value, { currency, compact: true })}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={64}
          label={verticalAxisLabel(`Value used (${currency})`)}
        />
        <Tooltip content={(props) => <MonthTooltip {...props} currency={currency} />} cursor={BAR_CURSOR} />
        <Bar
          dataKey="value"
          fill={SERIES_FILLS.usage}
          radius={[4, 4, 0, 0]}
          maxBarSize={44}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
