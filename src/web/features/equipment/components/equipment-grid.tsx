import { useEffect, useRef, type ReactNode } from 'react';
import { Wrench } from 'lucide-react';
import { SKELETON_CARDS } from '@shared/constants';
import type { Equipment } from '@shared/schemas/equipment';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadMoreButton } from '@web/components/load-more-button';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';

const gridClasses = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function GridSkeleton() {
  const t = useT(equipmentMessages);
  return (
    <Skeletons as="ul" count={SKELETON_CARDS} label={t('grid.loading')} className={gridClasses}>
      {() => (
        <li className="rounded-xl border bg-card p-4" data-testid="equipment-skeleton">
          <div className="flex justify-between">
            <Skeleton className="h-3.5 w-20" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="mt-3 h-4 w-2/3" />
          <Skeleton className="mt-2 h-3.5 w-full" />
          <div className="mt-4 grid gap-2 border-t pt-3">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </li>
      )}
    </Skeletons>
  );
}

/** Loads the next page when the end of the grid scrolls into view; the button does the same by hand. */
function LoadMore({ isLoading, onLoadMore }: { isLoading: boolean; onLoadMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <LoadMoreButton onLoadMore={onLoadMore} isLoading={isLoading} />
    </div>
  );
}

export function EquipmentGrid({
  items,
  isPending,
  isError,
  hasFilters,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  onRetry,
  onAdd,
  renderCard,
  isTree = false,
}: {
  items: Equipment[] | undefined;
  isPending: boolean;
  isError: boolean;
  hasFilters: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onAdd?: () => void;
  renderCard: (equipment: Equipment) => ReactNode;
  /** The tree view: one column of top-level assets, whose parts open beneath them. */
  isTree?: boolean;
}) {
  const t = useT(equipmentMessages);
  return (
    <QueryState
      query={{ isPending, isError, data: items, refetch: onRetry }}
      errorTitle={t('grid.fetchFailed')}
      loading={<GridSkeleton />}
      isEmpty={(list) => list.length === 0}
      empty={
        <Card className="border-dashed">
          <EmptyState
            icon={Wrench}
            title={hasFilters ? t('grid.emptyFiltered') : t('grid.empty')}
            description={hasFilters ? t('grid.emptyFilteredHint') : t('grid.emptyHint')}
            action={!hasFilters && onAdd ? <Button onClick={onAdd}>{t('grid.add')}</Button> : undefined}
          />
        </Card>
      }
    >
      {(list) => (
        // One column that may shrink below its content: a tree row's truncated name must not widen the page.
        <div className="grid grid-cols-1 gap-4">
          <ul
            className={isTree ? 'divide-y rounded-xl border bg-card' : gridClasses}
            aria-label={isTree ? t('grid.treeLabel') : t('grid.label')}
          >
            {list.map(renderCard)}
          </ul>
          {hasNextPage ? <LoadMore isLoading={isFetchingNextPage} onLoadMore={onLoadMore} /> : null}
        </div>
      )}
    </QueryState>
  );
}
