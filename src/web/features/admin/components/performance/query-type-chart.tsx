import { BarChart } from '@web/components/charts/bar-chart';
import { numberTicks } from '@web/components/charts/chart-ticks';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';

export interface QueryTypePoint {
  type: string;
  label: string;
  count: number;
}

/** Queries of the window by their type, as horizontal bars (the type names stay readable on a phone). */
export default function QueryTypeChart({
  points,
  height,
}: {
  points: readonly QueryTypePoint[];
  height: number;
}) {
  const t = useT(adminMessages);
  return (
    <BarChart
      data={points}
      layout="rows"
      height={height}
      maxBarSize={28}
      category={{
        label: t('chart.queryType'),
        id: (point) => point.type,
        tick: (point) => point.label,
        name: (point) => point.label,
        width: 84,
      }}
      valueAxes={[{ id: 'count', label: t('chart.queriesCount'), ticks: numberTicks, integers: true }]}
      series={[
        {
          key: 'count',
          label: t('chart.queries'),
          value: (point) => point.count,
          text: (point) => formatNumber(point.count),
          colour: 'var(--primary)',
        },
      ]}
    />
  );
}
