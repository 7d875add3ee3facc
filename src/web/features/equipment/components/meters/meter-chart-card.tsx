import { lazy } from 'react';
import type { Meter, Reading } from '@shared/schemas/meters';
import { ChartBody, ChartFrame, type LegendItem } from '@web/components/charts/chart-card';
import { formatDate } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { READING_DAYS } from '../../api/meters/list-readings';
import { formatReading, limitsText } from './meter-words';
import { LIMIT_COLOUR, LINE_COLOUR } from './meter-colours';

const MeterLineChart = lazy(() => import('./meter-line-chart'));

const CHART_HEIGHT = 220;

/** A meter's readings of the last READING_DAYS days as a line; a gauge's limits beside it. */
export function MeterChartCard({ meter, readings }: { meter: Meter; readings: readonly Reading[] }) {
  const t = useT(equipmentMessages);
  const points = readings.map((reading) => ({
    at: new Date(reading.readAt).getTime(),
    value: reading.value,
  }));
  const first = readings[0];
  const last = readings.at(-1);
  const limits = meter.kind === 'gauge' ? limitsText(t, meter) : null;
  const legend: LegendItem[] = [
    {
      key: 'value',
      colour: LINE_COLOUR,
      text: t('chart.legendReading', { unit: meter.unit }),
      shape: 'line',
    },
  ];
  if (limits)
    legend.push({
      key: 'limits',
      colour: LIMIT_COLOUR,
      text: t('chart.legendLimits', { limits }),
      shape: 'dashed',
    });
  return (
    <ChartFrame
      title={`${meter.name} (${meter.unit})`}
      description={t('chart.description', { days: READING_DAYS })}
    >
      <ChartBody
        empty={points.length === 0 ? t('chart.empty', { days: READING_DAYS }) : undefined}
        summary={
          first && last
            ? t('chart.summary', {
                name: meter.name,
                count: readings.length,
                from: formatDate(first.readAt),
                to: formatDate(last.readAt),
                last: formatReading(last.value, meter.unit),
              })
            : meter.name
        }
        legend={legend}
        height={CHART_HEIGHT}
      >
        <MeterLineChart
          points={points}
          unit={meter.unit}
          minValue={meter.kind === 'gauge' ? meter.minValue : null}
          maxValue={meter.kind === 'gauge' ? meter.maxValue : null}
          height={CHART_HEIGHT}
        />
      </ChartBody>
    </ChartFrame>
  );
}
