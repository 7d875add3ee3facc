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
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';

export interface FailureMonthPoint {
  month: string;
  short: string;
  long: string;
  corrective: number;
  emergency: number;
  other: number;
  failures: number;
}

function MonthTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as FailureMonthPoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.long}
      rows={[
        {
          key: 'corrective',
          label: t('failuresByMonth.corrective'),
          value: formatNumber(point.corrective),
          colour: SERIES_FILLS.corrective,
        },
        {
          key: 'emergency',
          label: t('failuresByMonth.emergency'),
          value: formatNumber(point.emergency),
          colour: SERIES_FILLS.emergency,
        },
        {
          key: 'other',
          label: t('failuresByMonth.otherStops'),
          value: formatNumber(point.other),
          colour: SERIES_FILLS.otherFailures,
        },
        { key: 'total', label: t('failuresByMonth.all'), value: formatNumber(point.failures) },
      ]}
    />
  );
}

/** Failures per month, stacked: corrective orders, emergency orders, other unplanned stops. */
export default function FailuresByMonthChart({
  points,
  height,
}: {
  points: readonly FailureMonthPoint[];
  height: number;
}) {
  const t = useT(analyticsMessages);
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
          label={horizontalAxisLabel(t('axis.month'))}
        />
        <YAxis
          allowDecimals={false}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={48}
          label={verticalAxisLabel(t('axis.failuresCount'))}
        />
        <Tooltip content={(props) => <MonthTooltip {...props} />} cursor={BAR_CURSOR} />
        <Bar
          dataKey="corrective"
          stackId="failures"
          fill={SERIES_FILLS.corrective}
          maxBarSize={44}
          isAnimationActive={false}
        />
        <Bar
          dataKey="emergency"
          stackId="failures"
          fill={SERIES_FILLS.emergency}
          maxBarSize={44}
          isAnimationActive={false}
        />
        <Bar
          dataKey="other"
          stackId="failures"
          fill={SERIES_FILLS.otherFailures}
          radius={[4, 4, 0, 0]}
          maxBarSize={44}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
