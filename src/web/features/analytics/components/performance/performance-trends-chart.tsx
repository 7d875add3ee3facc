import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { AVAILABILITY_TARGET } from '@shared/constants';
import { formatHours, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { formatMtbf, formatPercentOrNoData, SERIES_FILLS } from '../shared/analytics-labels';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';

export interface TrendChartPoint {
  date: string;
  short: string;
  long: string;
  availability: number | null;
  workOrders: number;
  mtbf: number | null;
  failures: number;
  downtimeHours: number;
}

function PointTooltip({
  active,
  payload,
  bucket,
}: TooltipContentProps<TooltipValueType, string | number> & { bucket: 'day' | 'week' }) {
  const point = active ? (payload?.[0]?.payload as TrendChartPoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={bucket === 'week' ? t('perfTrends.weekOf', { date: point.long }) : point.long}
      rows={[
        {
          key: 'availability',
          label: t('perfTrends.availability'),
          value: formatPercentOrNoData(t, point.availability),
          colour: SERIES_FILLS.availability,
        },
        {
          key: 'orders',
          label: t('perfTrends.workOrders'),
          value: formatNumber(point.workOrders),
          colour: SERIES_FILLS.workOrders,
        },
        {
          key: 'mtbf',
          label: t('perfTrends.mtbf'),
          value: formatMtbf(t, point.mtbf, point.failures),
          colour: SERIES_FILLS.mtbf,
        },
        { key: 'failures', label: t('perfTrends.failures'), value: formatNumber(point.failures) },
        { key: 'downtime', label: t('perfTrends.downtime'), value: formatHours(point.downtimeHours) },
      ]}
    />
  );
}

/**
 * Performance Trends (operations spec §2): availability as an area and MTBF as a line, each on
 * its own axis with its unit; work orders created as bars along the bottom (their own scale,
 * the count in the tooltip), like volume under a price chart.
 */
export default function PerformanceTrendsChart({
  points,
  bucket,
  height,
}: {
  points: readonly TrendChartPoint[];
  bucket: 'day' | 'week';
  height: number;
}) {
  const t = useT(analyticsMessages);
  const labelOf = new Map(points.map((point) => [point.date, point.short]));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={[...points]} margin={{ top: 8, right: 0, bottom: 4, left: 0 }}>
        <defs>
          <linearGradient id="availability-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={SERIES_FILLS.availability} stopOpacity={0.28} />
            <stop offset="100%" stopColor={SERIES_FILLS.availability} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke={GRID_STROKE} />
        <XAxis
          dataKey="date"
          tickFormatter={(date: string) => labelOf.get(date) ?? date}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: GRID_STROKE }}
          minTickGap={16}
          height={44}
          label={horizontalAxisLabel(bucket === 'week' ? t('perfTrends.weekStarting') : t('perfTrends.date'))}
        />
        <YAxis
          yAxisId="percent"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(value: number) => t('percent', { value })}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={56}
          label={verticalAxisLabel(t('perfTrends.availabilityAxis'))}
        />
        <YAxis
          yAxisId="hours"
          orientation="right"
          domain={[0, 'auto']}
          tickFormatter={(value: number) => formatNumber(value)}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={56}
          label={verticalAxisLabel(t('perfTrends.mtbfAxis'), 'right')}
        />
        {/* Bars take the lower third of the plot: their own hidden scale. */}
        {/* Width 0: a hidden axis still pushes the visible one on its side outwards. */}
        <YAxis yAxisId="orders" hide width={0} domain={[0, (max: number) => Math.max(1, max) * 3]} />
        <Tooltip content={(props) => <PointTooltip {...props} bucket={bucket} />} cursor={BAR_CURSOR} />
        <ReferenceLine
          yAxisId="percent"
          y={AVAILABILITY_TARGET}
          stroke="var(--success)"
          strokeOpacity={0.8}
          strokeDasharray="5 4"
        />
        <Bar
          yAxisId="orders"
          dataKey="workOrders"
          name={t('perfTrends.workOrders')}
          fill={SERIES_FILLS.workOrders}
          fillOpacity={0.45}
          radius={[2, 2, 0, 0]}
          maxBarSize={24}
          isAnimationActive={false}
        />
        <Area
          yAxisId="percent"
          dataKey="availability"
          name={t('perfTrends.availability')}
          type="monotone"
          stroke={SERIES_FILLS.availability}
          strokeWidth={2}
          fill="url(#availability-fill)"
          connectNulls={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="hours"
          dataKey="mtbf"
          name={t('perfTrends.mtbf')}
          type="monotone"
          stroke={SERIES_FILLS.mtbf}
          strokeWidth={2}
          dot={{ r: 3, fill: SERIES_FILLS.mtbf, strokeWidth: 0 }}
          activeDot={{ r: 5 }}
          connectNulls={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
