import { useCallback, useEffect, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Vendor } from '@shared/schemas/vendors';
import { usePendingRecordIds } from '@web/components/not-synced-badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { lazyDialog } from '@web/components/lazy-dialog';
import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { useWithPending } from '@web/lib/offline/pending-records';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useVendorPages } from '../api/list-vendors';
import { VendorFilterBar } from '../components/vendor-filter-bar';
import { hasActiveFilters, toParams, useVendorFilters } from '../components/vendor-filters';
import { VendorGrid } from '../components/vendor-grid';
import { ImportLink } from '@web/components/import-link';
import { vendorsMessages } from '../messages';

// Loaded when first opened: its form, selects and files are not part of the list's first load.
const VendorDialog = lazyDialog(() =>
  import('../components/vendor-dialog').then((module) => module.VendorDialog),
);

/** Vendor Management (operations spec §2): suppliers and contractors, as cards. */
export default function VendorsPage() {
  const t = useT(vendorsMessages);
  const canWrite = useCan('vendors.write');
  const { filters, setFilters, clearFilters } = useVendorFilters();
  const pages = useVendorPages(toParams(filters));
  const serverVendors = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  // Queued changes show in place; new vendors made offline only without filters (the server matches).
  const isFiltered = hasActiveFilters(filters);
  const belongs = useCallback(
    (action: ChangeAction) => action.type !== 'create' || !isFiltered,
    [isFiltered],
  );
  const vendors = useWithPending(serverVendors, 'vendors', belongs);
  const pendingIds = usePendingRecordIds('vendors');
  const total = pages.data?.pages[0]?.total;
  // The dialog edits the vendor as the person saw it when they opened it (its version goes in If-Match).
  const [dialog, setDialog] = useState<{ open: boolean; vendor: Vendor | null }>({
    open: false,
    vendor: null,
  });

  // Operations spec §8: a failed fetch is also announced as a destructive toast titled Error.
  const { isError, errorUpdatedAt } = pages;
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: t('error.title'), description: t('error.fetch') });
  }, [isError, errorUpdatedAt, t]);

  const openNew = () => setDialog({ open: true, vendor: null });
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          canWrite ? (
            <>
              <ImportLink kind="vendors" />
              <Button onClick={openNew} className="w-full sm:w-auto">
                <Plus aria-hidden />
                {t('page.add')}
              </Button>
            </>
          ) : null
        }
      />
      <Card className="mb-5 p-3 sm:p-4">
        <VendorFilterBar filters={filters} onChange={setFilters} />
        {total !== undefined ? (
          <p className="mt-3 text-xs text-muted-foreground" aria-live="polite">
            {vendors.length < total
              ? t('page.showing', { shown: String(vendors.length), total })
              : t('page.total', { total })}
          </p>
        ) : null}
      </Card>
      <div className={pages.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <VendorGrid
          vendors={vendors}
          pendingIds={pendingIds}
          isPending={pages.isPending}
          isError={pages.isError}
          hasFilters={hasActiveFilters(filters)}
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          onRetry={() => void pages.refetch()}
          onClearFilters={clearFilters}
          onAdd={canWrite ? openNew : undefined}
          onEdit={(vendor) => setDialog({ open: true, vendor })}
        />
      </div>
      {canWrite ? (
        <VendorDialog
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          vendor={dialog.vendor}
        />
      ) : null}
    </>
  );
}
