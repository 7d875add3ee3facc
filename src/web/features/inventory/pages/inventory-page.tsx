import { useMemo, useState } from 'react';
import { Plus, QrCode } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { lazyDialog } from '@web/components/lazy-dialog';
import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { usePartPages } from '../api/list-parts';
import { usePartsSummary } from '../api/get-parts-summary';
import { usePartsWithPending } from '../api/pending-parts';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { InventoryFilterBar } from '../components/inventory-filter-bar';
import { hasActiveFilters, toParams, useInventoryFilters } from '../components/inventory-filters';
import { PartsPanel } from '../components/parts-panel';
import { SummaryTiles } from '../components/summary-tiles';
import { ImportLink } from '@web/components/import-link';
import { inventoryMessages } from '../messages';

// Loaded when first opened: their forms, stock movements and history are not part of the list's first load.
const AddPartDialog = lazyDialog(() =>
  import('../components/add-part-dialog').then((module) => module.AddPartDialog),
);
const PartDetailDialog = lazyDialog(
  () => import('../components/part-detail-dialog').then((module) => module.PartDetailDialog),
  (props) => props.partId !== null,
);

/**
 * Inventory (operations spec §2): the three figures, filters in the URL, and the parts as a
 * table on a desk or cards on a phone. `?part={id}` opens a part with its stock history.
 */
export default function InventoryPage() {
  const t = useT(inventoryMessages);
  const canAdd = useCan('parts.write');
  const { filters, setFilters, clearFilters, openPartId, openPart } = useInventoryFilters();
  const pages = usePartPages(toParams(filters));
  const summary = usePartsSummary();
  // The vendor's name for a `?vendorId=` link (from the vendors screen's parts count).
  const vendors = useVendorOptions(Boolean(filters.vendorId));
  const [isAddOpen, setIsAddOpen] = useState(false);
  const serverParts = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  // Changes waiting on this device show in place, marked "Not synced yet".
  const { parts, pendingIds } = usePartsWithPending(serverParts, hasActiveFilters(filters));
  const total = pages.data?.pages[0]?.total;
  const labelsQuery = new URLSearchParams(toParams(filters)).toString();

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            {/* Bin labels for the parts on screen: the same filters select them. */}
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link href={labelsQuery ? `/inventory/labels?${labelsQuery}` : '/inventory/labels'}>
                <QrCode aria-hidden />
                {t('page.printLabels')}
              </Link>
            </Button>
            <ImportLink kind="parts" />
            {canAdd ? (
              <Button onClick={() => setIsAddOpen(true)} className="w-full sm:w-auto">
                <Plus aria-hidden />
                {t('page.addPart')}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-4 sm:gap-5">
        <SummaryTiles isLowStockOn={filters.lowStock} onShowLowStock={() => setFilters({ lowStock: true })} />
        <Card className="p-3 sm:p-4">
          <InventoryFilterBar
            filters={filters}
            categories={summary.data?.categories ?? []}
            vendorName={vendors.data?.find((vendor) => vendor.id === filters.vendorId)?.name}
            onChange={setFilters}
            onClear={clearFilters}
          />
        </Card>
        <PartsPanel
          parts={parts}
          pendingIds={pendingIds}
          total={total}
          isPending={pages.isPending}
          isError={pages.isError}
          isRefreshing={pages.isPlaceholderData}
          hasFilters={hasActiveFilters(filters)}
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          onRetry={() => void pages.refetch()}
          onClearFilters={clearFilters}
          onAdd={canAdd ? () => setIsAddOpen(true) : undefined}
          onOpen={(part) => openPart(part.id)}
        />
      </div>
      {canAdd ? <AddPartDialog open={isAddOpen} onOpenChange={setIsAddOpen} /> : null}
      <PartDetailDialog partId={openPartId} onClose={() => openPart(null)} />
    </>
  );
}
