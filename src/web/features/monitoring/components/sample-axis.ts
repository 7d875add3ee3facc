import type { CategoryAxis } from '@web/components/charts/cartesian-chart';
import type { MonitoringTexts } from './monitoring-format';
import type { SamplePoint } from './sample-points';

/** The time axis every monitoring chart shares: a tick for the range, the full time in the tooltip and table. */
export function sampleTime(t: MonitoringTexts): CategoryAxis<SamplePoint> {
  return {
    label: t('chart.time'),
    id: (point) => point.timestamp,
    tick: (point) => point.tick,
    name: (point) => point.label,
    minTickGap: 24,
  };
}
