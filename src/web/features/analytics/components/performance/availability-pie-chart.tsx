import {
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { ChartTooltipBox } from '@web/components/charts/chart-parts';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';

export interface AvailabilitySlice {
  range: string;
  label: string;
  count: number;
  fill: string;
}

function SliceTooltip({
  active,
  payload,
  total,
}: TooltipContentProps<TooltipValueType, string | number> & { total: number }) {
  const slice = active ? (payload?.[0]?.payload as AvailabilitySlice | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!slice) return null;
  return (
    <ChartTooltipBox
      title={t('distribution.tooltipTitle', { range: slice.label })}
      rows={[
        {
          key: 'count',
          label: t('distribution.equipment'),
          value: formatNumber(slice.count),
          colour: slice.fill,
        },
        {
          key: 'share',
          label: t('distribution.shareOfFleet'),
          value: formatPercent((slice.count / total) * 100),
        },
      ]}
    />
  );
}

/**
 * Equipment Availability Distribution (operations spec §2): a donut of the four buckets with
 * the tracked equipment's count in the middle. Recharts lives in the lazily loaded modules only.
 */
export default function AvailabilityPieChart({
  slices,
  height,
}: {
  slices: readonly AvailabilitySlice[];
  height: number;
}) {
  const t = useT(analyticsMessages);
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const data = slices.filter((slice) => slice.count > 0);
  return (
    <div className="relative" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="count"
            nameKey="label"
            innerRadius="58%"
            outerRadius="88%"
            paddingAngle={data.length > 1 ? 2 : 0}
            stroke="var(--card)"
            isAnimationActive={false}
          />
          <Tooltip content={(props) => <SliceTooltip {...props} total={total} />} />
        </PieChart>
      </ResponsiveContainer>
      <div
        className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
        aria-hidden
      >
        <span className="text-2xl font-semibold tabular-nums">{formatNumber(total)}</span>
        <span className="text-xs text-muted-foreground">{t('distribution.centre')}</span>
      </div>
    </div>
  );
}
