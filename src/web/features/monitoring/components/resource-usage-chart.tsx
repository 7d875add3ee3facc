import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatPercent } from '@web/lib/formatting';
import { AXIS_TICK, ChartTooltipBox, GRID_STROKE } from '@web/components/charts/chart-parts';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { SERIES_COLOURS } from './series-colours';
import { pointOf, type SamplePoint } from './sample-points';

function UsageTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? pointOf(payload) : undefined;
  const t = useT(monitoringMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[
        {
          key: 'cpu',
          label: t('chart.cpu'),
          value: formatPercent(point.cpuPercent),
          colour: SERIES_COLOURS.cpu,
        },
        {
          key: 'memory',
          label: t('chart.memory'),
          value: formatPercent(point.memoryPercent),
          colour: SERIES_COLOURS.memory,
        },
      ]}
    />
  );
}

/** CPU (of one core) and heap limit in use, % over time. */
export default function ResourceUsageChart({ points, height }: { points: SamplePoint[]; height: number }) {
  const t = useT(monitoringMessages);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="tick" tick={AXIS_TICK} minTickGap={24} />
        <YAxis
          tick={AXIS_TICK}
          unit={t('percentSuffix')}
          domain={[0, 'auto']}
          allowDecimals={false}
          width={48}
        />
        <Tooltip content={(props) => <UsageTooltip {...props} />} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          isAnimationActive={false}
          name={t('chart.cpuPercent')}
          dataKey="cpuPercent"
          stroke={SERIES_COLOURS.cpu}
          dot={false}
          strokeWidth={2}
        />
        <Line
          isAnimationActive={false}
          name={t('chart.memoryPercent')}
          dataKey="memoryPercent"
          stroke={SERIES_COLOURS.memory}
          dot={false}
          strokeWidth={2}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
