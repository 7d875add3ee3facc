import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { BAR_CURSOR } from '@web/components/charts/chart-parts';
import { PM_COMPLIANCE_TARGET } from '@shared/constants';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { preventiveMessages } from '../../messages';
import { BAND_FILLS, BAND_LABELS, formatRate } from './compliance-band';
import type { TrendPoint } from './trend-data';

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

/** The month's rate is on-time ÷ scheduled to one decimal, so the count comes back exactly. */
const onTime = (point: TrendPoint) => Math.round(((point.rate ?? 0) * point.scheduled) / 100);

function TrendTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const t = useT(preventiveMessages);
  const point = active ? (payload?.[0]?.payload as TrendPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-semibold">{point.longLabel}</p>
      {point.rate === null ? (
        <p className="mt-1 text-muted-foreground">{t('chart.noneScheduled')}</p>
      ) : (
        <>
          <p className="mt-1 tabular-nums">
            {t('chart.complianceLabel')} <span className="font-semibold">{formatRate(point.rate)}</span>
            <span className="text-muted-foreground"> · {t(BAND_LABELS[point.band])}</span>
          </p>
          <p className="tabular-nums">
            {t('chart.onTime', { onTime: onTime(point), scheduled: point.scheduled })}
          </p>
          <p className="tabular-nums text-muted-foreground">
            {t('chart.completed', { completed: point.completed })}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The month name, and under it "no data" for months without scheduled PMs. Narrow ticks (a
 * year of months on a phone) use the month's initial and a dash.
 */
function MonthTick({
  x,
  y,
  payload,
  points,
  isNarrow,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { index: number };
  points: readonly TrendPoint[];
  isNarrow: boolean;
}) {
  const t = useT(preventiveMessages);
  const point = payload ? points[payload.index] : undefined;
  if (!point) return null;
  return (
    <g transform={`translate(${Number(x)},${Number(y)})`}>
      <text textAnchor="middle" dy={12} style={AXIS_TICK}>
        {isNarrow ? point.narrowLabel : point.shortLabel}
      </text>
      {point.rate === null ? (
        <text textAnchor="middle" dy={26} style={{ ...AXIS_TICK, fontSize: 11, fontStyle: 'italic' }}>
          {isNarrow ? '–' : t('chart.noData')}
        </text>
      ) : null}
    </g>
  );
}

/**
 * Compliance % per month as bars in their colour band, with the 95 % target as a dashed
 * line (its legend is HTML beside the chart, where it never collides with a bar's label).
 * Recharts lives in this module alone, which the page loads lazily.
 */
export default function ComplianceTrendChart({ points }: { points: readonly TrendPoint[] }) {
  const t = useT(preventiveMessages);
  const isMobile = useIsMobile();
  // A second tick line says "no data" under empty months; the axis grows to keep "Month" clear of it.
  const hasGaps = points.some((point) => point.rate === null);
  // Thirteen months do not fit a phone's width in full: values go (the tooltip keeps them), ticks narrow.
  const isNarrow = isMobile && points.length > 6;
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={[...points]} margin={{ top: 20, right: 8, bottom: 4, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="month"
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          interval={0}
          height={hasGaps ? 58 : 42}
          tick={(props: { x?: number | string; y?: number | string; payload?: { index: number } }) => (
            <MonthTick {...props} points={points} isNarrow={isNarrow} />
          )}
          label={{ value: t('chart.month'), position: 'insideBottom', offset: 0, style: AXIS_TICK }}
        />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(value: number) => `${value}%`}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={56}
          label={{
            value: t('chart.axis'),
            angle: -90,
            position: 'insideLeft',
            offset: 4,
            style: { ...AXIS_TICK, textAnchor: 'middle' },
          }}
        />
        <Tooltip content={(props) => <TrendTooltip {...props} />} cursor={BAR_CURSOR} />
        <ReferenceLine
          y={PM_COMPLIANCE_TARGET}
          stroke="var(--foreground)"
          strokeOpacity={0.55}
          strokeDasharray="5 4"
          ifOverflow="extendDomain"
        />
        <Bar
          dataKey="rate"
          name={t('chart.series')}
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
          isAnimationActive={false}
        >
          {points.map((point) => (
            <Cell key={point.month} fill={BAND_FILLS[point.band]} />
          ))}
          {isNarrow ? null : (
            <LabelList
              dataKey="rate"
              position="top"
              style={{ ...AXIS_TICK, fill: 'var(--foreground)' }}
              formatter={(value: unknown) => (typeof value === 'number' ? formatRate(value) : '')}
            />
          )}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
