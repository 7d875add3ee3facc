import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatPercent } from '@web/lib/formatting';
import { AXIS_TICK, ChartTooltipBox, GRID_STROKE } from '@web/components/charts/chart-parts';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { SERIES_COLOURS } from './series-colours';
import { formatKpi, formatKpiTarget, RADAR_CAP_PERCENT, type KpiRow } from './kpi-rows';

interface RadarPoint {
  row: KpiRow;
  label: string;
  current: number;
  target: number;
}

function KpiTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as RadarPoint | undefined) : undefined;
  const t = useT(monitoringMessages);
  if (!point) return null;
  return (
    <ChartTooltipBox
      title={point.label}
      rows={[
        {
          key: 'value',
          label: formatKpi(t, point.row, point.row.value),
          value: t('kpi.ofTarget', { value: formatPercent(point.current) }),
          colour: SERIES_COLOURS.current,
        },
        { key: 'target', label: formatKpiTarget(t, point.row), value: '', colour: SERIES_COLOURS.target },
      ]}
    />
  );
}

/** The measured KPIs as % of their target (MTTR inverted), against the 100 % target ring. */
export default function KpiRadarChart({ rows, height }: { rows: KpiRow[]; height: number }) {
  const t = useT(monitoringMessages);
  const points: RadarPoint[] = rows.flatMap((row) =>
    row.ofTarget === null ? [] : [{ row, label: row.label, current: row.ofTarget, target: 100 }],
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      <RadarChart data={points} outerRadius="70%">
        <PolarGrid stroke={GRID_STROKE} />
        <PolarAngleAxis dataKey="label" tick={AXIS_TICK} />
        <PolarRadiusAxis domain={[0, RADAR_CAP_PERCENT]} tick={false} axisLine={false} />
        <Tooltip content={(props) => <KpiTooltip {...props} />} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Radar
          isAnimationActive={false}
          name={t('kpi.radarTarget')}
          dataKey="target"
          stroke={SERIES_COLOURS.target}
          fill="none"
          strokeDasharray="4 4"
        />
        <Radar
          isAnimationActive={false}
          name={t('kpi.radarCurrent')}
          dataKey="current"
          stroke={SERIES_COLOURS.current}
          fill={SERIES_COLOURS.current}
          fillOpacity={0.25}
        />
      </RadarChart>
    </ResponsiveContainer>
  );
}
