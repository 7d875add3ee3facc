import { Package, PackageSearch, Plus } from 'lucide-react';
import { SKELETON_ROWS } from '@shared/constants';
import type { Part } from '@shared/schemas/parts';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { PartCardList } from './part-card-list';
import { PartsTable } from './parts-table';
import { formatNumber } from '@web/lib/formatting';
import { LoadMoreButton } from '@web/components/load-more-button';

export const EMPTY_FILTERED_TEXT = 'No parts found matching your criteria';
export const EMPTY_TEXT = 'No parts found';

function RowsSkeleton() {
  return (
    <div className="divide-y" aria-label="Loading parts">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className="flex items-center gap-4 px-4 py-3.5" data-testid="part-skeleton">
          <Skeleton className="h-4 w-20 shrink-0" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="hidden h-4 w-20 md:block" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="hidden h-4 w-16 md:block" />
        </div>
      ))}
    </div>
  );
}

/** "Parts Inventory" with its count, and the list in its loading, error, empty and loaded states. */
export function PartsPanel({
  parts,
  total,
  isPending,
  isError,
  isRefreshing,
  hasFilters,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  onRetry,
  onClearFilters,
  onAdd,
  onOpen,
  pendingIds,
}: {
  parts: readonly Part[];
  /** Parts with a change still waiting on this device. */
  pendingIds?: ReadonlySet<string>;
  total: number | undefined;
  isPending: boolean;
  isError: boolean;
  /** A new filter is loading while the previous answer stays on screen. */
  isRefreshing: boolean;
  hasFilters: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onClearFilters: () => void;
  onAdd?: () => void;
  onOpen: (part: Part) => void;
}) {
  const isMobile = useIsMobile();
  const List = isMobile ? PartCardList : PartsTable;
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          Parts Inventory
          {total === undefined ? null : (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
              {formatNumber(total)}
              <span className="sr-only"> {hasFilters ? 'matching' : 'in total'}</span>
            </span>
          )}
        </h2>
        {isRefreshing ? <Spinner label="Updating" className="text-muted-foreground" /> : null}
      </div>
      <QueryState
        query={{ isPending, isError, data: parts, refetch: onRetry }}
        errorTitle="Failed to fetch parts"
        errorClassName="m-4"
        loading={<RowsSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={
          hasFilters ? (
            <EmptyState
              icon={PackageSearch}
              title={EMPTY_FILTERED_TEXT}
              description="Try another search or category, or clear the filters."
              action={
                <Button variant="outline" onClick={onClearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Package}
              title={EMPTY_TEXT}
              description="Add the spare parts you keep on the shelves to track their stock and reorder points."
              action={
                onAdd ? (
                  <Button onClick={onAdd}>
                    <Plus aria-hidden />
                    Add Part
                  </Button>
                ) : undefined
              }
            />
          )
        }
      >
        {(list) => (
          <div className={cn(isRefreshing && 'opacity-60 transition-opacity')}>
            <List parts={list} onOpen={onOpen} pendingIds={pendingIds} />
            <div className="flex flex-col items-center gap-2 border-t px-4 py-3 sm:flex-row sm:justify-between">
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {total !== undefined && list.length < total
                  ? `Showing ${formatNumber(list.length)} of ${formatNumber(total)} parts`
                  : `${formatNumber(list.length)} ${list.length === 1 ? 'part' : 'parts'}`}
              </p>
              {hasNextPage ? (
                <LoadMoreButton onLoadMore={onLoadMore} isLoading={isFetchingNextPage} size="sm" />
              ) : null}
            </div>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
