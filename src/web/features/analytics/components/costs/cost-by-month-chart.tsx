import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatHours, formatMoney } from '@web/lib/formatting';
import { SERIES_FILLS } from '../shared/analytics-labels';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  type TooltipRow,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';

export interface CostMonthPoint {
  month: string;
  short: string;
  long: string;
  labor: number | null;
  laborValue: number;
  laborHours: number;
  parts: number;
  total: number;
  budget: number | null;
}

function MonthTooltip({
  active,
  payload,
  currency,
}: TooltipContentProps<TooltipValueType, string | number> & { currency: string }) {
  const point = active ? (payload?.[0]?.payload as CostMonthPoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  const money = (value: number) => formatMoney(value, { currency, whole: true });
  const rows: TooltipRow[] = [
    {
      key: 'labor',
      label: t('costs.labour'),
      value:
        point.labor === null
          ? t('noDataHours', { hours: formatHours(point.laborHours) })
          : money(point.labor),
      colour: SERIES_FILLS.labour,
    },
    { key: 'parts', label: t('costs.parts'), value: money(point.parts), colour: SERIES_FILLS.parts },
    { key: 'total', label: t('costs.tooltipTotal'), value: money(point.total) },
  ];
  if (point.budget !== null) {
    const gap = point.total - point.budget;
    rows.push(
      { key: 'budget', label: t('costs.budget'), value: money(point.budget), colour: SERIES_FILLS.budget },
      {
        key: 'gap',
        label: gap > 0 ? t('costs.overBudget') : t('costs.underBudget'),
        value: money(Math.abs(gap)),
        colour: gap > 0 ? 'var(--destructive)' : 'var(--success)',
      },
    );
  }
  return <ChartTooltipBox title={point.long} rows={rows} />;
}

/** Cost month by month, labour and parts stacked, with the monthly budget as a dashed line when set. */
export default function CostByMonthChart({
  points,
  currency,
  height,
}: {
  points: readonly CostMonthPoint[];
  currency: string;
  height: number;
}) {
  const t = useT(analyticsMessages);
  const labelOf = new Map(points.map((point) => [point.month, point.short]));
  const hasBudget = points.some((point) => point.budget !== null);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={[...points]} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
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
          label={verticalAxisLabel(t('axis.cost', { currency }))}
        />
        <Tooltip content={(props) => <MonthTooltip {...props} currency={currency} />} cursor={BAR_CURSOR} />
        <Bar
          dataKey="laborValue"
          stackId="cost"
          fill={SERIES_FILLS.labour}
          maxBarSize={44}
          isAnimationActive={false}
        />
        <Bar
          dataKey="parts"
          stackId="cost"
          fill={SERIES_FILLS.parts}
          radius={[4, 4, 0, 0]}
          maxBarSize={44}
          isAnimationActive={false}
        />
        {hasBudget ? (
          <Line
            dataKey="budget"
            type="stepAfter"
            stroke={SERIES_FILLS.budget}
            strokeOpacity={0.7}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
