import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatNumber } from '@web/lib/formatting';
import { AXIS_TICK, ChartTooltipBox, GRID_STROKE } from '@web/components/charts/chart-parts';
import { SERIES_COLOURS } from './series-colours';
import { formatMs } from './monitoring-format';
import { pointOf, type SamplePoint } from './sample-points';

function LatencyTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? pointOf(payload) : undefined;
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[
        {
          key: 'response',
          label: 'Response time',
          value: formatMs(point.responseTime),
          colour: SERIES_COLOURS.responseTime,
        },
        {
          key: 'connections',
          label: 'DB connections',
          value: formatNumber(point.connections),
          colour: SERIES_COLOURS.connections,
        },
      ]}
    />
  );
}

/** Average response time (ms, area) and active database connections (line, right axis). */
export default function ResponseTimeChart({ points, height }: { points: SamplePoint[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="tick" tick={AXIS_TICK} minTickGap={24} />
        <YAxis yAxisId="ms" tick={AXIS_TICK} unit=" ms" width={60} />
        <YAxis yAxisId="connections" orientation="right" tick={AXIS_TICK} allowDecimals={false} width={32} />
        <Tooltip content={LatencyTooltip} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          isAnimationActive={false}
          yAxisId="ms"
          name="Response time (ms)"
          dataKey="responseTime"
          stroke={SERIES_COLOURS.responseTime}
          fill={SERIES_COLOURS.responseTime}
          fillOpacity={0.15}
          connectNulls
        />
        <Line
          isAnimationActive={false}
          yAxisId="connections"
          name="DB connections"
          dataKey="connections"
          stroke={SERIES_COLOURS.connections}
          dot={false}
          strokeWidth={2}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
