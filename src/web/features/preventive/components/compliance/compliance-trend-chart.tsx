import { PM_COMPLIANCE_TARGET } from '@shared/constants';
import { BarChart } from '@web/components/charts/bar-chart';
import { CHART_INK } from '@web/components/charts/chart-colours';
import { percentAxis } from '@web/components/charts/chart-ticks';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { preventiveMessages } from '../../messages';
import { BAND_FILLS, BAND_LABELS, formatRate } from './compliance-band';
import type { TrendPoint } from './trend-data';

/** The month's rate is on-time ÷ scheduled to one decimal, so the count comes back exactly. */
const onTime = (point: TrendPoint) => Math.round(((point.rate ?? 0) * point.scheduled) / 100);

/** Beyond this many months a phone's width has no room for whole month names and bar figures. */
const MONTHS_A_PHONE_FITS = 6;

/**
 * Compliance % per month as bars in their colour band, with the 95 % target as a dashed
 * line (its legend is HTML beside the chart, where it never collides with a bar's label);
 * "no data" under the months without scheduled PMs.
 */
export default function ComplianceTrendChart({
  points,
  height,
}: {
  points: readonly TrendPoint[];
  height: number;
}) {
  const t = useT(preventiveMessages);
  const isMobile = useIsMobile();
  // A year of months on a phone: values go (the tooltip and the table keep them), ticks narrow.
  const isNarrow = isMobile && points.length > MONTHS_A_PHONE_FITS;
  return (
    <BarChart
      data={points}
      height={height}
      maxBarSize={48}
      category={{
        label: t('chart.month'),
        axisLabel: t('chart.month'),
        id: (point) => point.month,
        tick: (point) => (isNarrow ? point.narrowLabel : point.shortLabel),
        tickNote: (point) => (point.rate === null ? (isNarrow ? '–' : t('chart.noData')) : undefined),
        everyTick: true,
        name: (point) => point.longLabel,
      }}
      valueAxes={[percentAxis('rate', t('chart.axis'))]}
      references={[
        { key: 'target', value: PM_COMPLIANCE_TARGET, colour: CHART_INK.reference, extendsAxis: true },
      ]}
      series={[
        {
          key: 'rate',
          label: t('chart.series'),
          value: (point) => point.rate,
          text: (point) => formatRate(point.rate),
          colour: BAND_FILLS['on-target'],
          fillOf: (point) => BAND_FILLS[point.band],
          labelled: !isNarrow,
        },
      ]}
      details={[
        { key: 'band', label: t('chart.band'), text: (point) => t(BAND_LABELS[point.band]) },
        {
          key: 'onTime',
          label: t('chart.onTimeColumn'),
          text: (point) =>
            point.scheduled === 0
              ? t('chart.noneScheduled')
              : t('chart.onTimeCount', {
                  onTime: formatNumber(onTime(point)),
                  scheduled: formatNumber(point.scheduled),
                }),
        },
        {
          key: 'completed',
          label: t('chart.completedColumn'),
          text: (point) => formatNumber(point.completed),
        },
      ]}
    />
  );
}
