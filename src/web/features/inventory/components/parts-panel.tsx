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
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { PartCardList } from './part-card-list';
import { PartsTable } from './parts-table';
import { formatNumber } from '@web/lib/formatting';
import { LoadMoreButton } from '@web/components/load-more-button';
import { inventoryMessages } from '../messages';

function RowsSkeleton() {
  const t = useT(inventoryMessages);
  return (
    <div className="divide-y" aria-label={t('panel.loading')}>
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
  const t = useT(inventoryMessages);
  const isMobile = useIsMobile();
  const List = isMobile ? PartCardList : PartsTable;
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          {t('panel.title')}
          {total === undefined ? null : (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
              {formatNumber(total)}
              <span className="sr-only"> {hasFilters ? t('panel.matching') : t('panel.inTotal')}</span>
            </span>
          )}
        </h2>
        {isRefreshing ? <Spinner label={t('panel.updating')} className="text-muted-foreground" /> : null}
      </div>
      <QueryState
        query={{ isPending, isError, data: parts, refetch: onRetry }}
        errorTitle={t('panel.failed')}
        errorClassName="m-4"
        loading={<RowsSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={
          hasFilters ? (
            <EmptyState
              icon={PackageSearch}
              title={t('panel.emptyFiltered')}
              description={t('panel.emptyFilteredHint')}
              action={
                <Button variant="outline" onClick={onClearFilters}>
                  {t('panel.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Package}
              title={t('panel.empty')}
              description={t('panel.emptyHint')}
              action={
                onAdd ? (
                  <Button onClick={onAdd}>
                    <Plus aria-hidden />
                    {t('panel.add')}
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
                  ? t('panel.showing', { shown: formatNumber(list.length), total: formatNumber(total) })
                  : t('panel.count', { count: list.length })}
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
