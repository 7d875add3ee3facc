import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { useT } from '@web/lib/i18n/use-t';
import { ChartEmpty, ChartLegend, type LegendItem } from './chart-card';
import { ChartTableAlternative, type ChartTableProps } from './chart-table';
import { chartMessages } from './messages';

/**
 * What every shape of the kit draws around its Recharts chart: "No data" when there is nothing,
 * else its legend, the drawing at its height (with anything laid over it) and its table.
 */
export function ChartPlot<D>({
  height,
  table,
  legend,
  overlay,
  children,
}: {
  height: number;
  table: ChartTableProps<D>;
  legend?: readonly LegendItem[];
  overlay?: ReactNode;
  children: ReactElement;
}) {
  const t = useT(chartMessages);
  if (table.data.length === 0) return <ChartEmpty>{t('noData')}</ChartEmpty>;
  return (
    <>
      {legend ? <ChartLegend items={legend} /> : null}
      <div className="relative min-w-0" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
        {overlay}
      </div>
      <ChartTableAlternative {...table} />
    </>
  );
}
