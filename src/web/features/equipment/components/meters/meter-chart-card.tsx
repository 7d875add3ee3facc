import { lazy } from 'react';
import type { Meter, Reading } from '@shared/schemas/meters';
import { ChartBody, ChartFrame, type LegendItem } from '@web/components/charts/chart-card';
import { formatDate } from '@web/lib/formatting';
import { READING_DAYS } from '../../api/meters/list-readings';
import { formatReading, limitsText } from './meter-words';
import { LIMIT_COLOUR, LINE_COLOUR } from './meter-colours';

const MeterLineChart = lazy(() => import('./meter-line-chart'));

const CHART_HEIGHT = 220;

/** A meter's readings of the last READING_DAYS days as a line; a gauge's limits beside it. */
export function MeterChartCard({ meter, readings }: { meter: Meter; readings: readonly Reading[] }) {
  const points = readings.map((reading) => ({
    at: new Date(reading.readAt).getTime(),
    value: reading.value,
  }));
  const first = readings[0];
  const last = readings.at(-1);
  const limits = meter.kind === 'gauge' ? limitsText(meter) : null;
  const legend: LegendItem[] = [
    { key: 'value', colour: LINE_COLOUR, text: `Reading (${meter.unit})`, shape: 'line' },
  ];
  if (limits)
    legend.push({ key: 'limits', colour: LIMIT_COLOUR, text: `Limits: ${limits}`, shape: 'dashed' });
  return (
    <ChartFrame
      title={`${meter.name} (${meter.unit})`}
      description={`Readings of the last ${READING_DAYS} days`}
    >
      <ChartBody
        empty={
          points.length === 0
            ? `No readings in the last ${READING_DAYS} days, so there is nothing to draw yet. Record one below.`
            : undefined
        }
        summary={
          first && last
            ? `${meter.name}: ${readings.length} readings from ${formatDate(first.readAt)} to ${formatDate(last.readAt)}, the last ${formatReading(last.value, meter.unit)}`
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
