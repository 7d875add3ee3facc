import {
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatMoney, formatPercent } from '@web/lib/formatting';
import { ChartTooltipBox } from '@web/components/charts/chart-parts';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';

export interface CostSlice {
  key: string;
  label: string;
  value: number;
  fill: string;
}

function SliceTooltip({
  active,
  payload,
  currency,
  total,
}: TooltipContentProps<TooltipValueType, string | number> & { currency: string; total: number }) {
  const slice = active ? (payload?.[0]?.payload as CostSlice | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!slice) return null;
  return (
    <ChartTooltipBox
      title={slice.label}
      rows={[
        {
          key: 'value',
          label: t('costs.cost'),
          value: formatMoney(slice.value, { currency, whole: true }),
          colour: slice.fill,
        },
        {
          key: 'share',
          label: t('costs.share'),
          value: formatPercent(total === 0 ? 0 : (slice.value / total) * 100),
        },
      ]}
    />
  );
}

/** Labour against parts as a donut, the period's total in the middle. */
export default function LaborPartsChart({
  slices,
  currency,
  height,
}: {
  slices: readonly CostSlice[];
  currency: string;
  height: number;
}) {
  const t = useT(analyticsMessages);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <div className="relative" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={slices.filter((slice) => slice.value > 0)}
            dataKey="value"
            nameKey="label"
            innerRadius="58%"
            outerRadius="88%"
            paddingAngle={2}
            stroke="var(--card)"
            isAnimationActive={false}
          />
          <Tooltip content={(props) => <SliceTooltip {...props} currency={currency} total={total} />} />
        </PieChart>
      </ResponsiveContainer>
      <div
        className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
        aria-hidden
      >
        <span className="text-lg font-semibold tabular-nums">
          {formatMoney(total, { currency, whole: true })}
        </span>
        <span className="text-xs text-muted-foreground">{t('costs.inAll')}</span>
      </div>
    </div>
  );
}
