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
import {
  AXIS_TICK,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';
import {
  formatCriticality,
  HEALTH_LABELS,
  isCriticalAsset,
  type HealthLabel,
} from '../shared/analytics-labels';

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
          label: 'Health',
          value: `${formatNumber(point.health)}% (${HEALTH_LABELS[point.label]})`,
          colour: point.fill,
        },
        { key: 'mtbf', label: 'MTBF', value: formatHours(point.mtbf) },
        { key: 'criticality', label: 'Criticality', value: formatCriticality(point.criticality) },
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
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ScatterChart margin={{ top: 12, right: 12, bottom: 8, left: 4 }}>
        <CartesianGrid stroke={GRID_STROKE} />
        <XAxis
          type="number"
          dataKey="health"
          name="Health"
          domain={[0, 100]}
          ticks={[0, 20, 40, 60, 80, 100]}
          tickFormatter={(value: number) => `${value}%`}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: GRID_STROKE }}
          height={44}
          label={horizontalAxisLabel('Health score (%)')}
        />
        <YAxis
          type="number"
          dataKey="mtbf"
          name="MTBF"
          domain={[0, 'auto']}
          tickFormatter={(value: number) => formatNumber(value)}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={60}
          label={verticalAxisLabel('MTBF (hours)')}
        />
        <ReferenceLine
          y={MTBF_INDUSTRY_AVERAGE_HOURS}
          stroke="var(--foreground)"
          strokeOpacity={0.5}
          strokeDasharray="5 4"
          ifOverflow="extendDomain"
        />
        <Tooltip content={PointTooltip} cursor={{ strokeDasharray: '3 3' }} />
        <Scatter data={[...points]} shape={Dot} isAnimationActive={false} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
