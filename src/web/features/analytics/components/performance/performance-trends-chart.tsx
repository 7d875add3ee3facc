import { AVAILABILITY_TARGET } from '@shared/constants';
import { numberTicks, percentAxis } from '@web/components/charts/chart-ticks';
import { TimeSeriesChart } from '@web/components/charts/time-series-chart';
import { formatHours, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { formatMtbf, formatPercentOrNoData, SERIES_FILLS } from '../shared/analytics-labels';

export interface TrendChartPoint {
  date: string;
  short: string;
  long: string;
  availability: number | null;
  workOrders: number;
  mtbf: number | null;
  failures: number;
  downtimeHours: number;
}

/**
 * Performance Trends (operations spec §2): availability as an area and MTBF as a line, each on
 * its own axis with its unit; work orders created as bars along the bottom (their own scale,
 * the count in the tooltip), like volume under a price chart.
 */
export default function PerformanceTrendsChart({
  points,
  bucket,
  height,
}: {
  points: readonly TrendChartPoint[];
  bucket: 'day' | 'week';
  height: number;
}) {
  const t = useT(analyticsMessages);
  const dateLabel = bucket === 'week' ? t('perfTrends.weekStarting') : t('perfTrends.date');
  return (
    <TimeSeriesChart
      data={points}
      height={height}
      category={{
        label: dateLabel,
        axisLabel: dateLabel,
        id: (point) => point.date,
        tick: (point) => point.short,
        name: (point) => point.long,
        tooltipTitle: (point) =>
          bucket === 'week' ? t('perfTrends.weekOf', { date: point.long }) : point.long,
        minTickGap: 16,
      }}
      valueAxes={[
        percentAxis('percent', t('perfTrends.availabilityAxis')),
        {
          id: 'hours',
          label: t('perfTrends.mtbfAxis'),
          side: 'right',
          domain: [0, 'auto'],
          ticks: numberTicks,
        },
        // The bars take the lower third of the plot: a scale of their own, three times their highest.
        { id: 'orders', hidden: true, domain: [0, (max: number) => Math.max(1, max) * 3] },
      ]}
      references={[
        {
          key: 'target',
          axis: 'percent',
          value: AVAILABILITY_TARGET,
          colour: 'var(--success)',
          opacity: 0.8,
        },
      ]}
      series={[
        {
          key: 'availability',
          shape: 'area',
          axis: 'percent',
          label: t('perfTrends.availability'),
          value: (point) => point.availability,
          text: (point) => formatPercentOrNoData(t, point.availability),
          colour: SERIES_FILLS.availability,
          opacity: 0.15,
          isSmooth: true,
        },
        {
          key: 'orders',
          shape: 'bar',
          axis: 'orders',
          label: t('perfTrends.workOrders'),
          value: (point) => point.workOrders,
          text: (point) => formatNumber(point.workOrders),
          colour: SERIES_FILLS.workOrders,
          opacity: 0.45,
        },
        {
          key: 'mtbf',
          shape: 'line',
          axis: 'hours',
          label: t('perfTrends.mtbf'),
          value: (point) => point.mtbf,
          text: (point) => formatMtbf(t, point.mtbf, point.failures),
          colour: SERIES_FILLS.mtbf,
          dots: true,
          isSmooth: true,
        },
      ]}
      details={[
        { key: 'failures', label: t('perfTrends.failures'), text: (point) => formatNumber(point.failures) },
        {
          key: 'downtime',
          label: t('perfTrends.downtime'),
          text: (point) => formatHours(point.downtimeHours),
        },
      ]}
      maxBarSize={24}
    />
  );
}
