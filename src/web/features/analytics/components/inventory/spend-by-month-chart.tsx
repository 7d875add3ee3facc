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
import { SERIES_FILLS } from '../shared/analytics-labels';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';

export interface SpendMonthPoint {
  month: string;
  short: string;
  long: string;
  spend: number;
}

function MonthTooltip({
  active,
  payload,
  currency,
}: TooltipContentProps<TooltipValueType, string | number> & { currency: string }) {
  const point = active ? (payload?.[0]?.payload as SpendMonthPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.long}
      rows={[
        {
          key: 'spend',
          label: 'Received',
          value: formatMoney(point.spend, { currency }),
          colour: SERIES_FILLS.parts,
        },
      ]}
    />
  );
}

/** The value received from vendors each month. */
export default function SpendByMonthChart({
  points,
  currency,
  height,
}: {
  points: readonly SpendMonthPoint[];
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
          label={verticalAxisLabel(`Value received (${currency})`)}
        />
        <Tooltip content={(props) => <MonthTooltip {...props} currency={currency} />} cursor={BAR_CURSOR} />
        <Bar
          dataKey="spend"
          fill={SERIES_FILLS.parts}
          radius={[4, 4, 0, 0]}
          maxBarSize={44}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
