import { Boxes, CircleDollarSign, TriangleAlert } from 'lucide-react';
import { StatTile, StatTileSkeletons } from '@web/components/stat-tile';
import { QueryState } from '@web/components/query-state';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { usePartsSummary } from '../api/get-parts-summary';
import { inventoryMessages } from '../messages';
import { formatCurrency } from './stock-status';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4';

/**
 * Total Parts, Low Stock Items and Total Value (operations spec §2), over every part of the
 * warehouse whatever the filters. The low-stock figure doubles as the way into that filter.
 */
export function SummaryTiles({
  isLowStockOn,
  onShowLowStock,
}: {
  isLowStockOn: boolean;
  onShowLowStock: () => void;
}) {
  const t = useT(inventoryMessages);
  const summary = usePartsSummary();
  const currency = usePlantCurrency();
  return (
    <QueryState
      query={summary}
      errorTitle={t('summary.failed')}
      loading={
        <StatTileSkeletons
          label={t('summary.loading')}
          count={3}
          className={grid}
          tileClassName={(tile) => (tile === 2 ? 'col-span-2 sm:col-span-1' : undefined)}
        />
      }
    >
      {(data) => (
        <div className={grid}>
          <StatTile
            title={t('summary.totalParts')}
            icon={Boxes}
            iconClassName="bg-primary/10 text-primary"
            footer={t('summary.categories', { count: data.categories.length })}
          >
            {formatNumber(data.totalParts)}
          </StatTile>
          <StatTile
            title={t('summary.lowStock')}
            icon={TriangleAlert}
            iconClassName="bg-warning/15 text-warning"
            footer={
              <span className="flex flex-wrap items-center gap-x-2">
                <span>
                  {data.outOfStockItems > 0
                    ? t('summary.outOfStock', { count: String(data.outOfStockItems) })
                    : t('summary.atOrBelow')}
                </span>
                {data.lowStockItems > 0 && !isLowStockOn ? (
                  <button
                    type="button"
                    onClick={onShowLowStock}
                    className="rounded-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {t('summary.showThem')}
                  </button>
                ) : null}
              </span>
            }
          >
            <span className={data.lowStockItems > 0 ? 'text-warning' : undefined}>
              {formatNumber(data.lowStockItems)}
            </span>
          </StatTile>
          <StatTile
            title={t('summary.totalValue')}
            icon={CircleDollarSign}
            iconClassName="bg-success/12 text-success"
            footer={t('summary.valueFooter')}
            className="col-span-2 sm:col-span-1"
          >
            {formatCurrency(data.totalValue, currency)}
          </StatTile>
        </div>
      )}
    </QueryState>
  );
}
