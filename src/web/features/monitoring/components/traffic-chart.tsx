import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
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
import { pointOf, type SamplePoint } from './sample-points';

function TrafficTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? pointOf(payload) : undefined;
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[
        {
          key: 'succeeded',
          label: 'Answered',
          value: formatNumber(point.succeeded),
          colour: SERIES_COLOURS.succeeded,
        },
        { key: 'errors', label: 'Errors', value: formatNumber(point.errors), colour: SERIES_COLOURS.errors },
      ]}
    />
  );
}

/** Requests per point, stacked: answered without a server error, then errors on top. */
export default function TrafficChart({ points, height }: { points: SamplePoint[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="tick" tick={AXIS_TICK} minTickGap={24} />
        <YAxis tick={AXIS_TICK} allowDecimals={false} width={48} />
        <Tooltip content={TrafficTooltip} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          isAnimationActive={false}
          stackId="requests"
          name="Answered"
          dataKey="succeeded"
          stroke={SERIES_COLOURS.succeeded}
          fill={SERIES_COLOURS.succeeded}
          fillOpacity={0.35}
        />
        <Area
          isAnimationActive={false}
          stackId="requests"
          name="Errors"
          dataKey="errors"
          stroke={SERIES_COLOURS.errors}
          fill={SERIES_COLOURS.errors}
          fillOpacity={0.5}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
