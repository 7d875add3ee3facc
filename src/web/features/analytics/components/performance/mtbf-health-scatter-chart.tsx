import { MTBF_INDUSTRY_AVERAGE_HOURS } from '@shared/constants';
import { CHART_INK } from '@web/components/charts/chart-colours';
import { numberTicks, percentTicks } from '@web/components/charts/chart-ticks';
import { ScatterChart } from '@web/components/charts/scatter-chart';
import { formatHours, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
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

/**
 * MTBF vs Health Score (operations spec §2): health 0–100 across, MTBF in hours up, each dot
 * an equipment in its health colour (larger for a critical asset), with the 720 h industry
 * average as a dashed line.
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
    <ScatterChart
      data={points}
      height={height}
      naming={{
        label: t('table.equipment'),
        name: (point) => `${point.name} ${point.assetNumber}`,
        tooltipTitle: (point) => (
          <>
            {point.name} <span className="font-normal text-muted-foreground">{point.assetNumber}</span>
          </>
        ),
      }}
      x={{
        label: t('scatter.healthAxis'),
        value: (point) => point.health,
        domain: [0, 100],
        tickValues: [0, 20, 40, 60, 80, 100],
        ticks: percentTicks,
      }}
      y={{
        label: t('scatter.mtbfAxis'),
        value: (point) => point.mtbf,
        domain: [0, 'auto'],
        ticks: numberTicks,
      }}
      figures={[
        {
          key: 'health',
          label: t('scatter.health'),
          text: (point) =>
            t('scatter.healthValue', {
              score: formatNumber(point.health),
              label: healthText(t, point.label),
            }),
          colour: (point) => point.fill,
        },
        { key: 'mtbf', label: t('scatter.mtbf'), text: (point) => formatHours(point.mtbf) },
        {
          key: 'criticality',
          label: t('scatter.criticality'),
          text: (point) => formatCriticality(point.criticality),
        },
      ]}
      colour={(point) => point.fill}
      isLarge={(point) => isCriticalAsset(point.criticality)}
      references={[
        {
          key: 'industry',
          value: MTBF_INDUSTRY_AVERAGE_HOURS,
          colour: CHART_INK.reference,
          extendsAxis: true,
        },
      ]}
    />
  );
}
