import { CartesianChart, type CartesianChartProps } from './cartesian-chart';

/**
 * Figures over time, along the bottom: lines, areas (stacked when they share a stack), bars,
 * or a mix of them on up to three value axes, with targets and limits as dashed lines.
 */
export function TimeSeriesChart<D>(props: Omit<CartesianChartProps<D>, 'layout'>) {
  return <CartesianChart {...props} layout="columns" />;
}
