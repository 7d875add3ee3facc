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
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';
import { formatNumber } from '@web/lib/formatting';

export interface QueryTypePoint {
  type: string;
  label: string;
  count: number;
}

const BAR_FILL = 'var(--primary)';

function QueryTypeTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as QueryTypePoint | undefined) : undefined;
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[{ key: 'count', label: 'Queries', value: formatNumber(point.count), colour: BAR_FILL }]}
    />
  );
}

/** Queries of the window by their type, as horizontal bars (the type names stay readable on a phone). */
export default function QueryTypeChart({
  points,
  height,
}: {
  points: readonly QueryTypePoint[];
  height: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...points]} layout="vertical" margin={{ top: 0, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: GRID_STROKE }}
          height={44}
          tickFormatter={(value: number) => formatNumber(value)}
          label={horizontalAxisLabel('Queries (count)')}
        />
        <YAxis
          type="category"
          dataKey="label"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={84}
          label={verticalAxisLabel('Query type')}
        />
        <Tooltip content={QueryTypeTooltip} cursor={BAR_CURSOR} />
        <Bar
          dataKey="count"
          name="Queries"
          fill={BAR_FILL}
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
