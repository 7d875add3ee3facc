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
import { formatMoney, formatNumber } from '@web/lib/formatting';
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

export interface PartUsagePoint {
  key: string;
  name: string;
  partNumber: string;
  quantity: number;
  value: number;
}

function UsageTooltip({
  active,
  payload,
  currency,
}: TooltipContentProps<TooltipValueType, string | number> & { currency: string }) {
  const point = active ? (payload?.[0]?.payload as PartUsagePoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={
        <>
          {point.name} <span className="font-normal text-muted-foreground">{point.partNumber}</span>
        </>
      }
      rows={[
        {
          key: 'quantity',
          label: t('usageByPart.used'),
          value: t('usageByPart.units', { count: point.quantity, quantity: formatNumber(point.quantity) }),
          colour: SERIES_FILLS.usage,
        },
        { key: 'value', label: t('usageByPart.value'), value: formatMoney(point.value, { currency }) },
      ]}
    />
  );
}

/** The most used parts of the period as horizontal bars, in units. */
export default function UsageByPartChart({
  points,
  currency,
  height,
  narrow,
}: {
  points: readonly PartUsagePoint[];
  currency: string;
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
          label={horizontalAxisLabel(t('usageByPart.axis'))}
        />
        <YAxis
          type="category"
          dataKey={narrow ? 'partNumber' : 'name'}
          tickFormatter={(label: string) => truncateLabel(label, narrow ? 12 : 36)}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={narrow ? 88 : 176}
        />
        <Tooltip content={(props) => <UsageTooltip {...props} currency={currency} />} cursor={BAR_CURSOR} />
        <Bar
          dataKey="quantity"
          fill={SERIES_FILLS.usage}
          radius={[0, 4, 4, 0]}
          maxBarSize={22}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
