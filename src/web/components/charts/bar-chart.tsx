import { CartesianChart, type CartesianChartProps, type CartesianSeries } from './cartesian-chart';

export type BarSeries<D> = Omit<
  CartesianSeries<D>,
  'shape' | 'stack' | 'dashed' | 'dots' | 'isSmooth' | 'bridgesGaps'
>;

/**
 * Categories as bars: columns (months) or rows (names that stay readable on a phone), each
 * category's series stacked on one another or grouped side by side.
 */
export function BarChart<D>({
  series,
  arrangement = 'stacked',
  ...chart
}: Omit<CartesianChartProps<D>, 'series'> & {
  series: readonly BarSeries<D>[];
  arrangement?: 'stacked' | 'grouped';
}) {
  const stack = arrangement === 'stacked' ? 'bars' : undefined;
  return <CartesianChart {...chart} series={series.map((one) => ({ ...one, shape: 'bar', stack }))} />;
}
