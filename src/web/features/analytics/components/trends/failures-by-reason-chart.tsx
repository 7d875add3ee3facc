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
import { formatHours, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  truncateLabel,
} from '@web/components/charts/chart-parts';

export interface ReasonPoint {
  key: string;
  label: string;
  failures: number;
  downtimeHours: number;
}

function ReasonTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as ReasonPoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[
        {
          key: 'failures',
          label: t('failuresByReason.failures'),
          value: formatNumber(point.failures),
          colour: SERIES_FILLS.failures,
        },
        { key: 'downtime', label: t('failuresByReason.downtime'), value: formatHours(point.downtimeHours) },
      ]}
    />
  );
}

/** Failures by the reason of their downtime, as horizontal bars (names stay readable on a phone). */
export default function FailuresByReasonChart({
  points,
  height,
  narrow,
}: {
  points: readonly ReasonPoint[];
  height: number;
  narrow: boolean;
}) {
  const t = useT(analyticsMessages);
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
          label={horizontalAxisLabel(t('axis.failuresCount'))}
        />
        <YAxis
          type="category"
          dataKey="label"
          tickFormatter={(label: string) => truncateLabel(label, 32)}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={narrow ? 104 : 176}
        />
        <Tooltip content={(props) => <ReasonTooltip {...props} />} cursor={BAR_CURSOR} />
        <Bar
          dataKey="failures"
          name={t('failuresByReason.failures')}
          fill={SERIES_FILLS.failures}
          radius={[0, 4, 4, 0]}
          maxBarSize={24}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
