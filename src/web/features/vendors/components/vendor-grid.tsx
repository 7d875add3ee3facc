import { Plus, SearchX, Truck } from 'lucide-react';
import { SKELETON_CARDS } from '@shared/constants';
import type { Vendor } from '@shared/schemas/vendors';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { VendorCard } from './vendor-card';

const gridClasses = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function GridSkeleton() {
  return (
    <ul className={gridClasses} aria-label="Loading vendors">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="rounded-xl border bg-card p-4" data-testid="vendor-skeleton">
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
      ))}
    </ul>
  );
}

/** The vendor cards in their loading, error, empty and loaded states. */
export function VendorGrid({
  vendors,
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
  if (isPending) return <GridSkeleton />;
  if (isError && vendors.length === 0) {
    return (
      <Alert variant="destructive" title="Failed to fetch vendors">
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (vendors.length === 0) {
    return (
      <Card className="border-dashed">
        {hasFilters ? (
          <EmptyState
            icon={SearchX}
            title="No vendors found"
            description="Try another name or type, or clear the filters."
            action={
              <Button variant="outline" onClick={onClearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Truck}
            title="No vendors found"
            description="Create your first vendor to get started"
            action={
              onAdd ? (
                <Button onClick={onAdd}>
                  <Plus aria-hidden />
                  Add Vendor
                </Button>
              ) : undefined
            }
          />
        )}
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className={gridClasses} aria-label="Vendors">
        {vendors.map((vendor) => (
          <VendorCard key={vendor.id} vendor={vendor} onEdit={onEdit} />
        ))}
      </ul>
      {hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={onLoadMore}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? <Spinner /> : null}
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
