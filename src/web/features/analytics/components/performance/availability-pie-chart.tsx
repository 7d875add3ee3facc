import { BreakdownChart, shareFigure } from '@web/components/charts/breakdown-chart';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';

export interface AvailabilitySlice {
  range: string;
  label: string;
  count: number;
  fill: string;
}

/**
 * Equipment Availability Distribution (operations spec §2): a donut of the four buckets with
 * the tracked equipment's count in the middle.
 */
export default function AvailabilityPieChart({
  slices,
  height,
}: {
  slices: readonly AvailabilitySlice[];
  height: number;
}) {
  const t = useT(analyticsMessages);
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return (
    <BreakdownChart
      data={slices}
      height={height}
      naming={{
        label: t('perfTrends.availability'),
        name: (slice) => slice.label,
        tooltipTitle: (slice) => t('distribution.tooltipTitle', { range: slice.label }),
      }}
      value={(slice) => slice.count}
      colour={(slice) => slice.fill}
      figures={[
        {
          key: 'count',
          label: t('distribution.equipment'),
          text: (slice) => formatNumber(slice.count),
          colour: (slice) => slice.fill,
        },
        shareFigure<AvailabilitySlice>(t('distribution.shareOfFleet'), (slice) => slice.count, total),
      ]}
      centre={{ figure: formatNumber(total), caption: t('distribution.centre'), isLarge: true }}
    />
  );
}
