import { Plus, SearchX, Truck } from 'lucide-react';
import { SKELETON_CARDS } from '@shared/constants';
import type { Vendor } from '@shared/schemas/vendors';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { VendorCard } from './vendor-card';
import { LoadMoreButton } from '@web/components/load-more-button';
import { useT } from '@web/lib/i18n/use-t';
import { vendorsMessages } from '../messages';

const gridClasses = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function GridSkeleton() {
  const t = useT(vendorsMessages);
  return (
    <Skeletons as="ul" count={SKELETON_CARDS} label={t('grid.loading')} className={gridClasses}>
      {() => (
        <li className="rounded-xl border bg-card p-4" data-testid="vendor-skeleton">
          <div className="flex gap-3">
            <Skeleton className="size-10 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
          </div>
          <div className="mt-4 grid gap-2">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3.5 w-2/5" />
          </div>
          <Skeleton className="mt-4 h-3.5 w-2/3" />
        </li>
      )}
    </Skeletons>
  );
}

/** The vendor cards in their loading, error, empty and loaded states. */
export function VendorGrid({
  vendors,
  pendingIds,
  isPending,
  isError,
  hasFilters,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  onRetry,
  onClearFilters,
  onAdd,
  onEdit,
}: {
  vendors: readonly Vendor[];
  /** Vendors with a change still waiting on this device. */
  pendingIds?: ReadonlySet<string>;
  isPending: boolean;
  isError: boolean;
  hasFilters: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onClearFilters: () => void;
  onAdd?: () => void;
  onEdit: (vendor: Vendor) => void;
}) {
  const t = useT(vendorsMessages);
  return (
    <QueryState
      query={{ isPending, isError, data: vendors, refetch: onRetry }}
      errorTitle={t('error.fetch')}
      loading={<GridSkeleton />}
      isEmpty={(list) => list.length === 0}
      empty={
        <Card className="border-dashed">
          {hasFilters ? (
            <EmptyState
              icon={SearchX}
              title={t('grid.emptyTitle')}
              description={t('grid.emptyFiltered')}
              action={
                <Button variant="outline" onClick={onClearFilters}>
                  {t('grid.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Truck}
              title={t('grid.emptyTitle')}
              description={t('grid.emptyFirst')}
              action={
                onAdd ? (
                  <Button onClick={onAdd}>
                    <Plus aria-hidden />
                    {t('page.add')}
                  </Button>
                ) : undefined
              }
            />
          )}
        </Card>
      }
    >
      {(list) => (
        <div className="grid gap-4">
          <ul className={gridClasses} aria-label={t('grid.label')}>
            {list.map((vendor) => (
              <VendorCard
                key={vendor.id}
                vendor={vendor}
                onEdit={onEdit}
                isPending={pendingIds?.has(vendor.id)}
              />
            ))}
          </ul>
          {hasNextPage ? (
            <LoadMoreButton
              onLoadMore={onLoadMore}
              isLoading={isFetchingNextPage}
              className="justify-self-center"
            />
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
