import {
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { PM_COMPLIANCE_TARGET } from '@shared/constants';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { formatPercentOrNoData, SERIES_FILLS } from '../shared/analytics-labels';
import {
  AXIS_TICK,
  BAR_CURSOR,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';

export interface CompliancePoint {
  month: string;
  short: string;
  long: string;
  rate: number | null;
  completed: number;
  scheduled: number;
}

export function complianceFill(rate: number | null): string {
  return rate !== null && rate >= PM_COMPLIANCE_TARGET
    ? SERIES_FILLS.compliance
    : SERIES_FILLS.complianceBelow;
}

function MonthTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as CompliancePoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.long}
      rows={
        point.scheduled === 0
          ? [{ key: 'none', label: t('compliance.scheduled'), value: t('compliance.noneDue') }]
          : [
              {
                key: 'rate',
                label: t('compliance.rate'),
                value: formatPercentOrNoData(t, point.rate),
                colour: complianceFill(point.rate),
              },
              { key: 'completed', label: t('compliance.completed'), value: formatNumber(point.completed) },
              { key: 'scheduled', label: t('compliance.scheduled'), value: formatNumber(point.scheduled) },
            ]
      }
    />
  );
}

function ComplianceBar(props: BarShapeProps) {
  const point = props.payload as CompliancePoint | undefined;
  return <Rectangle {...props} fill={complianceFill(point?.rate ?? null)} />;
}

/** PM compliance per month as bars, green at or above the 95 % target (a dashed line), amber under. */
export default function PmComplianceChart({
  points,
  height,
}: {
  points: readonly CompliancePoint[];
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
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(value: number) => t('percent', { value })}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={56}
          label={verticalAxisLabel(t('compliance.axis'))}
        />
        <Tooltip content={(props) => <MonthTooltip {...props} />} cursor={BAR_CURSOR} />
        <ReferenceLine
          y={PM_COMPLIANCE_TARGET}
          stroke="var(--foreground)"
          strokeOpacity={0.55}
          strokeDasharray="5 4"
        />
        <Bar
          dataKey="rate"
          name={t('compliance.rate')}
          shape={ComplianceBar}
          radius={[4, 4, 0, 0]}
          maxBarSize={44}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
