import {
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { MTBF_INDUSTRY_AVERAGE_HOURS } from '@shared/constants';
import { formatHours, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import {
  AXIS_TICK,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';
import { formatCriticality, healthText, isCriticalAsset, type HealthLabel } from '../shared/analytics-labels';

export interface HealthPoint {
  id: string;
  name: string;
  assetNumber: string;
  health: number;
  mtbf: number;
  criticality: number;
  label: HealthLabel;
  fill: string;
}

function PointTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as HealthPoint | undefined) : undefined;
  const t = useT(analyticsMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={
        <>
          {point.name} <span className="font-normal text-muted-foreground">{point.assetNumber}</span>
        </>
      }
      rows={[
        {
          key: 'health',
          label: t('scatter.health'),
          value: t('scatter.healthValue', {
            score: formatNumber(point.health),
            label: healthText(t, point.label),
          }),
          colour: point.fill,
        },
        { key: 'mtbf', label: t('scatter.mtbf'), value: formatHours(point.mtbf) },
        { key: 'criticality', label: t('scatter.criticality'), value: formatCriticality(point.criticality) },
      ]}
    />
  );
}

/** A dot in the health label's colour; a critical asset's dot is larger. */
function Dot(props: { cx?: number; cy?: number; payload?: HealthPoint }) {
  const { cx, cy, payload } = props;
  if (cx === undefined || cy === undefined || !payload) return <g />;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={isCriticalAsset(payload.criticality) ? 7 : 5}
      fill={payload.fill}
      fillOpacity={0.85}
      stroke="var(--card)"
      strokeWidth={1.5}
    />
  );
}

/**
 * MTBF vs Health Score (operations spec §2): health 0–100 across, MTBF in hours up, each dot
 * an equipment in its health colour, with the 720 h industry average as a dashed line.
 */
export default function MtbfHealthScatterChart({
  points,
  height,
}: {
  points: readonly HealthPoint[];
  height: number;
}) {
  const t = useT(analyticsMessages);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ScatterChart margin={{ top: 12, right: 12, bottom: 8, left: 4 }}>
        <CartesianGrid stroke={GRID_STROKE} />
        <XAxis
          type="number"
          dataKey="health"
          name={t('scatter.health')}
          domain={[0, 100]}
          ticks={[0, 20, 40, 60, 80, 100]}
          tickFormatter={(value: number) => t('percent', { value })}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: GRID_STROKE }}
          height={44}
          label={horizontalAxisLabel(t('scatter.healthAxis'))}
        />
        <YAxis
          type="number"
          dataKey="mtbf"
          name={t('scatter.mtbf')}
          domain={[0, 'auto']}
          tickFormatter={(value: number) => formatNumber(value)}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={60}
          label={verticalAxisLabel(t('scatter.mtbfAxis'))}
        />
        <ReferenceLine
          y={MTBF_INDUSTRY_AVERAGE_HOURS}
          stroke="var(--foreground)"
          strokeOpacity={0.5}
          strokeDasharray="5 4"
          ifOverflow="extendDomain"
        />
        <Tooltip content={(props) => <PointTooltip {...props} />} cursor={{ strokeDasharray: '3 3' }} />
        <Scatter data={[...points]} shape={Dot} isAnimationActive={false} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
