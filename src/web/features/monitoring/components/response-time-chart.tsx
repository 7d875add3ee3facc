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
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { SERIES_COLOURS } from './series-colours';
import { formatMs } from './monitoring-format';
import { pointOf, type SamplePoint } from './sample-points';

function LatencyTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? pointOf(payload) : undefined;
  const t = useT(monitoringMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[
        {
          key: 'response',
          label: t('chart.responseTime'),
          value: formatMs(t, point.responseTime),
          colour: SERIES_COLOURS.responseTime,
        },
        {
          key: 'connections',
          label: t('chart.connections'),
          value: formatNumber(point.connections),
          colour: SERIES_COLOURS.connections,
        },
      ]}
    />
  );
}

/** Average response time (ms, area) and active database connections (line, right axis). */
export default function ResponseTimeChart({ points, height }: { points: SamplePoint[]; height: number }) {
  const t = useT(monitoringMessages);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="tick" tick={AXIS_TICK} minTickGap={24} />
        <YAxis yAxisId="ms" tick={AXIS_TICK} unit={t('msSuffix')} width={60} />
        <YAxis yAxisId="connections" orientation="right" tick={AXIS_TICK} allowDecimals={false} width={32} />
        <Tooltip content={(props) => <LatencyTooltip {...props} />} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          isAnimationActive={false}
          yAxisId="ms"
          name={t('chart.responseTimeMs')}
          dataKey="responseTime"
          stroke={SERIES_COLOURS.responseTime}
          fill={SERIES_COLOURS.responseTime}
          fillOpacity={0.15}
          connectNulls
        />
        <Line
          isAnimationActive={false}
          yAxisId="connections"
          name={t('chart.connections')}
          dataKey="connections"
          stroke={SERIES_COLOURS.connections}
          dot={false}
          strokeWidth={2}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
