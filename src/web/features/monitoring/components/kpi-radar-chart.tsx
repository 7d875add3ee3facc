import { RadarChart } from '@web/components/charts/radar-chart';
import { formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { SERIES_COLOURS } from './series-colours';
import { formatKpi, formatKpiTarget, RADAR_CAP_PERCENT, type KpiRow } from './kpi-rows';

/** The measured KPIs as % of their target (MTTR inverted), against the 100 % target ring. */
export default function KpiRadarChart({ rows, height }: { rows: KpiRow[]; height: number }) {
  const t = useT(monitoringMessages);
  const measured = rows.filter((row) => row.ofTarget !== null);
  return (
    <RadarChart
      data={measured}
      height={height}
      maxValue={RADAR_CAP_PERCENT}
      naming={{ label: t('kpi.kpi'), name: (row) => row.label }}
      series={[
        {
          key: 'target',
          label: t('kpi.radarTarget'),
          value: () => 100,
          text: (row) => formatKpiTarget(t, row),
          colour: SERIES_COLOURS.target,
          isOutline: true,
        },
        {
          key: 'current',
          label: t('kpi.radarCurrent'),
          value: (row) => row.ofTarget,
          text: (row) => t('kpi.ofTarget', { value: formatPercent(row.ofTarget ?? 0) }),
          colour: SERIES_COLOURS.current,
        },
      ]}
      details={[{ key: 'value', label: t('kpi.value'), text: (row) => formatKpi(t, row, row.value) }]}
    />
  );
}
