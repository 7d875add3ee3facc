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
  truncateLabel,
} from '@web/components/charts/chart-parts';

export interface EquipmentCostPoint {
  key: string;
  name: string;
  assetNumber: string;
  /** Null while the labour rate is not set; drawn as 0. */
  labor: number | null;
  laborValue: number;
  parts: number;
  total: number;
  laborHours: number;
}

function CostTooltip({
  active,
  payload,
  currency,
}: TooltipContentProps<TooltipValueType, string | number> & { currency: string }) {
  const point = active ? (payload?.[0]?.payload as EquipmentCostPoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  const money = (value: number) => formatMoney(value, { currency, whole: true });
  return (
    <ChartTooltipBox
      title={
        <>
          {point.name} <span className="font-normal text-muted-foreground">{point.assetNumber}</span>
        </>
      }
      rows={[
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
      ]}
    />
  );
}

/** The most costly equipment as horizontal bars, labour and parts stacked. */
export default function CostByEquipmentChart({
  points,
  currency,
  height,
  narrow,
}: {
  points: readonly EquipmentCostPoint[];
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
          tickFormatter={(value: number) => formatMoney(value, { currency, compact: true })}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: GRID_STROKE }}
          height={44}
          label={horizontalAxisLabel(t('axis.cost', { currency }))}
        />
        <YAxis
          type="category"
          dataKey={narrow ? 'assetNumber' : 'name'}
          tickFormatter={(label: string) => truncateLabel(label, narrow ? 12 : 36)}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={narrow ? 88 : 176}
        />
        <Tooltip content={(props) => <CostTooltip {...props} currency={currency} />} cursor={BAR_CURSOR} />
        <Bar
          dataKey="laborValue"
          stackId="cost"
          fill={SERIES_FILLS.labour}
          maxBarSize={22}
          isAnimationActive={false}
        />
        <Bar
          dataKey="parts"
          stackId="cost"
          fill={SERIES_FILLS.parts}
          radius={[0, 4, 4, 0]}
          maxBarSize={22}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
