import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import {
  AXIS_TICK,
  ChartTooltipBox,
  GRID_STROKE,
  horizontalAxisLabel,
  verticalAxisLabel,
} from '@web/components/charts/chart-parts';
import { formatDateParts, formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { LIMIT_COLOUR, LINE_COLOUR } from './meter-colours';
import { formatReading } from './meter-words';

export interface MeterPoint {
  /** Milliseconds: the axis is time, so uneven gaps between readings show as they are. */
  at: number;
  value: number;
}

function PointTooltip({
  active,
  payload,
  unit,
}: TooltipContentProps<TooltipValueType, string | number> & { unit: string }) {
  const t = useT(equipmentMessages);
  const point = active ? (payload?.[0]?.payload as MeterPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={formatDateTime(point.at)}
      rows={[
        {
          key: 'value',
          label: t('chart.reading'),
          value: formatReading(point.value, unit),
          colour: LINE_COLOUR,
        },
      ]}
    />
  );
}

/** A meter's readings over time; a gauge's limits as dashed lines. Recharts lives here alone (lazy). */
export default function MeterLineChart({
  points,
  unit,
  minValue,
  maxValue,
  height,
}: {
  points: readonly MeterPoint[];
  unit: string;
  minValue: number | null;
  maxValue: number | null;
  height: number;
}) {
  const t = useT(equipmentMessages);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={[...points]} margin={{ top: 8, right: 12, bottom: 16, left: 4 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tick={AXIS_TICK}
          minTickGap={32}
          tickFormatter={(at: number) => formatDateParts(at, { day: 'numeric', month: 'short' })}
          label={horizontalAxisLabel(t('chart.date'))}
          height={40}
        />
        <YAxis tick={AXIS_TICK} width={64} domain={['auto', 'auto']} label={verticalAxisLabel(unit)} />
        <Tooltip content={(props) => <PointTooltip {...props} unit={unit} />} />
        {minValue !== null ? (
          <ReferenceLine y={minValue} stroke={LIMIT_COLOUR} strokeDasharray="5 4" ifOverflow="extendDomain" />
        ) : null}
        {maxValue !== null ? (
          <ReferenceLine y={maxValue} stroke={LIMIT_COLOUR} strokeDasharray="5 4" ifOverflow="extendDomain" />
        ) : null}
        <Line
          type="monotone"
          dataKey="value"
          name={unit}
          stroke={LINE_COLOUR}
          strokeWidth={2}
          dot={points.length <= 40}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
