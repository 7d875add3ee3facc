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
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';

export interface QueryTypePoint {
  type: string;
  label: string;
  count: number;
}

const BAR_FILL = 'var(--primary)';

function QueryTypeTooltip({
  active,
  payload,
  queriesLabel,
}: TooltipContentProps<TooltipValueType, string | number> & { queriesLabel: string }) {
  const point = active ? (payload?.[0]?.payload as QueryTypePoint | undefined) : undefined;
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[{ key: 'count', label: queriesLabel, value: formatNumber(point.count), colour: BAR_FILL }]}
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
  const t = useT(adminMessages);
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
          label={horizontalAxisLabel(t('chart.queriesCount'))}
        />
        <YAxis
          type="category"
          dataKey="label"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={84}
          label={verticalAxisLabel(t('chart.queryType'))}
        />
        <Tooltip
          content={(props) => <QueryTypeTooltip {...props} queriesLabel={t('chart.queries')} />}
          cursor={BAR_CURSOR}
        />
        <Bar
          dataKey="count"
          name={t('chart.queries')}
          fill={BAR_FILL}
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
