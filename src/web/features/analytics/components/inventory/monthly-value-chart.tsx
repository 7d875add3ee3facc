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
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
  type TooltipRow,
} from '@web/components/charts/chart-parts';

/** One calendar month's amount, with the month's short (tick) and long (tooltip) names. */
export interface MonthValuePoint {
  month: string;
  short: string;
  long: string;
  value: number;
}

/** What a monthly amount chart shows: its series' name, colour, and any figures beside it. */
export interface MonthlyValueSeries<P extends MonthValuePoint> {
  /** "Value used", "Received": the tooltip row. */
  label: string;
  /** The value axis, with the currency: "Value used (USD)". */
  axisLabel: string;
  fill: string;
  /** Further tooltip rows (units used). */
  moreRows?: (point: P) => TooltipRow[];
}

/** An amount per calendar month as bars: the inventory's parts used, the purchasing's spend. */
export function MonthlyValueChart<P extends MonthValuePoint>({
  points,
  currency,
  height,
  series,
}: {
  points: readonly P[];
  currency: string;
  height: number;
  series: MonthlyValueSeries<P>;
}) {
  const t = useT(analyticsMessages);
  const labelOf = new Map(points.map((point) => [point.month, point.short]));
  const tooltip = ({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) => {
    const point = active ? (payload?.[0]?.payload as P | undefined) : undefined;
    if (!point) return null;
    const value = formatMoney(point.value, { currency });
    return (
      <ChartTooltipBox
        title={point.long}
        rows={[
          { key: 'value', label: series.label, value, colour: series.fill },
          ...(series.moreRows?.(point) ?? []),
        ]}
      />
    );
  };
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
          tickFormatter={(value: number) => formatMoney(value, { currency, compact: true })}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={64}
          label={verticalAxisLabel(series.axisLabel)}
        />
        <Tooltip content={tooltip} cursor={BAR_CURSOR} />
        <Bar
          dataKey="value"
          fill={series.fill}
          radius={[4, 4, 0, 0]}
          maxBarSize={44}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
