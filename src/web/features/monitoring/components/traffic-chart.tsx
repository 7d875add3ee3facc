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
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { SERIES_COLOURS } from './series-colours';
import { pointOf, type SamplePoint } from './sample-points';

function TrafficTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? pointOf(payload) : undefined;
  const t = useT(monitoringMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[
        {
          key: 'succeeded',
          label: t('chart.answered'),
          value: formatNumber(point.succeeded),
          colour: SERIES_COLOURS.succeeded,
        },
        {
          key: 'errors',
          label: t('chart.errors'),
          value: formatNumber(point.errors),
          colour: SERIES_COLOURS.errors,
        },
      ]}
    />
  );
}

/** Requests per point, stacked: answered without a server error, then errors on top. */
export default function TrafficChart({ points, height }: { points: SamplePoint[]; height: number }) {
  const t = useT(monitoringMessages);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="tick" tick={AXIS_TICK} minTickGap={24} />
        <YAxis tick={AXIS_TICK} allowDecimals={false} width={48} />
        <Tooltip content={(props) => <TrafficTooltip {...props} />} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          isAnimationActive={false}
          stackId="requests"
          name={t('chart.answered')}
          dataKey="succeeded"
          stroke={SERIES_COLOURS.succeeded}
          fill={SERIES_COLOURS.succeeded}
          fillOpacity={0.35}
        />
        <Area
          isAnimationActive={false}
          stackId="requests"
          name={t('chart.errors')}
          dataKey="errors"
          stroke={SERIES_COLOURS.errors}
          fill={SERIES_COLOURS.errors}
          fillOpacity={0.5}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
