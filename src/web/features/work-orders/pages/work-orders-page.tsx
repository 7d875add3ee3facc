import { useCallback, useMemo } from 'react';
import { ClipboardList, Plus, SearchX } from 'lucide-react';
import { SKELETON_CARDS } from '@shared/constants';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWorkOrdersWithPending } from '@web/components/work-orders/use-pending-work-orders';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { useWorkOrderDialog } from '@web/lib/work-order-dialog';
import { useWorkOrderPages } from '../api/list-work-orders';
import { WorkOrderFilterBar } from '../components/work-order-filter-bar';
import { hasActiveFilters, toParams, useWorkOrderFilters } from '../components/work-order-filters';
import { WorkOrderList } from '../components/work-order-list';
import { workOrdersMessages } from '../messages';

function ListSkeleton() {
  const t = useT(workOrdersMessages);
  return (
    <div className="grid grid-cols-1 gap-3" aria-label={t('page.loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="flex gap-4 rounded-xl border bg-card p-4">
          <Skeleton className="h-12 w-14 shrink-0 sm:w-16" />
          <div className="grid grid-cols-1 flex-1 gap-2">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Work Orders (core spec §2): filters in the URL, a count, and a virtualized list of cards. */
export default function WorkOrdersPage() {
  const t = useT(workOrdersMessages);
  const { user } = useAuth();
  const canCreate = useCan('workOrders.create');
  const dialog = useWorkOrderDialog();
  const { filters, setFilters, clearFilters } = useWorkOrderFilters();
  const pages = useWorkOrderPages(toParams(filters));
  const serverOrders = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  // Orders created, edited or deleted on this device show as they will be once the server has them.
  const { orders, pendingIds } = useWorkOrdersWithPending(serverOrders);
  const firstPage = pages.data?.pages[0];
  // Past the server's exact count a total is a lower bound: "1,000+", never a made-up figure.
  const total = firstPage
    ? `${formatNumber(firstPage.total)}${firstPage.isTotalLowerBound ? '+' : ''}`
    : undefined;
  // At the end of the list every order has been read, so the count is exact.
  const listedCount = firstPage?.isTotalLowerBound ? serverOrders?.length : firstPage?.total;
  const isFiltered = hasActiveFilters(filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const openNew = () => dialog.open();

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight">
            {t('page.title')}
            {total === undefined ? null : (
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-medium text-muted-foreground tabular-nums">
                {total}
                <span className="sr-only"> {isFiltered ? t('page.matching') : t('page.inTotal')}</span>
              </span>
            )}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('page.description')}</p>
        </div>
        {canCreate ? (
          <Button onClick={openNew}>
            <Plus aria-hidden />
            {t('page.new')}
          </Button>
        ) : null}
      </div>

      <Card className="mb-4 p-3 sm:p-4">
        <WorkOrderFilterBar
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
          userId={user?.id}
        />
      </Card>

      <QueryState
        query={{ ...pages, data: pages.data ? orders : undefined }}
        errorTitle={t('page.loadFailed')}
        loading={<ListSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card className="border-dashed">
            {isFiltered ? (
              <EmptyState
                icon={SearchX}
                title={t('page.noMatch')}
                description={t('page.noMatchDescription')}
                action={
                  <Button variant="outline" onClick={clearFilters}>
                    {t('page.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={ClipboardList}
                title={t('page.empty')}
                description={t('page.emptyDescription')}
                action={
                  canCreate ? (
                    <Button onClick={openNew}>
                      <Plus aria-hidden />
                      {t('page.createFirst')}
                    </Button>
                  ) : null
                }
              />
            )}
          </Card>
        }
      >
        {(list) => (
          <div className={pages.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <WorkOrderList
              orders={list}
              pendingIds={pendingIds}
              hasMore={Boolean(hasNextPage)}
              isLoadingMore={isFetchingNextPage}
              onLoadMore={loadMore}
            />
            {!hasNextPage && listedCount !== undefined ? (
              <p className="py-4 text-center text-xs text-muted-foreground">
                {t('page.count', { count: listedCount })}
              </p>
            ) : null}
          </div>
        )}
      </QueryState>
    </>
  );
}
