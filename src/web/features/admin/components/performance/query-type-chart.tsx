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
import { formatNumber } from '@web/lib/formatting';

export interface QueryTypePoint {
  type: string;
  label: string;
  count: number;
}

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 } as const;
const GRID_STROKE = 'var(--border)';
const BAR_FILL = 'var(--primary)';

function QueryTypeTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as QueryTypePoint | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-semibold">{point.label}</p>
      <p className="mt-0.5 text-muted-foreground">
        Queries: <span className="font-medium text-foreground tabular-nums">{formatNumber(point.count)}</span>
      </p>
    </div>
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
          label={{ value: 'Queries (count)', position: 'insideBottom', offset: 0, style: AXIS_TICK }}
        />
        <YAxis
          type="category"
          dataKey="label"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={84}
          label={{
            value: 'Query type',
            angle: -90,
            position: 'insideLeft',
            offset: 6,
            style: { ...AXIS_TICK, textAnchor: 'middle' },
          }}
        />
        <Tooltip content={QueryTypeTooltip} cursor={{ fill: 'var(--muted)', opacity: 0.6 }} />
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
