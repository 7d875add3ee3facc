import { useId, useMemo, useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Inbox, ListFilter, Shuffle } from 'lucide-react';
import { lazyDialog, lazySection } from '@web/components/lazy-dialog';
import { LoadMoreButton } from '@web/components/load-more-button';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { NO_BACKLOG_FILTERS, type BacklogFilters } from '../api/backlog-filters';
import { useBacklogPages } from '../api/list-backlog';
import { planningMessages } from '../messages';
import { BacklogList } from './backlog-list';
import type { BoardActions } from './board-props';
import { BACKLOG_DROP_ID, type DropTarget } from './drop-targets';
import type { BoardTechnician } from './technician-menu';
import { useSelection } from './use-selection';

const DistributeDialog = lazyDialog(() =>
  import('../distribute/distribute-dialog').then((module) => module.DistributeDialog),
);

function FiltersLoading() {
  const t = useT(planningMessages);
  return <Skeletons count={2} label={t('backlog.loadingFilters')} className="grid grid-cols-2 gap-2" />;
}

// Filters open on request: the panel is narrow, and the backlog itself comes first.
const BacklogFiltersBar = lazySection(
  () => import('./backlog-filters-bar').then((module) => module.BacklogFiltersBar),
  <FiltersLoading />,
);

const BACKLOG_TARGET: DropTarget = { kind: 'backlog' };

const filterCount = (filters: BacklogFilters) =>
  Object.values(filters).filter((value) => value !== null).length;

/**
 * The orders waiting for a day (issue 26 §3), beside the board: filters, how many there are,
 * the list in pages of 100 with "Load more", and Distribute for the ones chosen. A card
 * dropped here goes back to the backlog.
 */
export function BacklogPanel({
  technicians,
  from,
  to,
  actions,
}: {
  technicians: BoardTechnician[];
  /** The days shown, which Distribute fills. */
  from: string;
  to: string;
  actions: Pick<BoardActions, 'pendingIds' | 'canDrag' | 'onSchedule'>;
}) {
  const t = useT(planningMessages);
  const headingId = useId();
  const [filters, setFilters] = useState<BacklogFilters>(NO_BACKLOG_FILTERS);
  const [isDistributing, setIsDistributing] = useState(false);
  const [showsFilters, setShowsFilters] = useState(false);
  const filtersId = useId();
  const activeFilters = filterCount(filters);
  const backlog = useBacklogPages(filters);
  const cards = useMemo(() => backlog.data?.pages.flatMap((page) => page.items) ?? [], [backlog.data]);
  const ids = useMemo(() => cards.map((card) => card.id), [cards]);
  const selection = useSelection(ids);
  const { setNodeRef, isOver } = useDroppable({ id: BACKLOG_DROP_ID, data: BACKLOG_TARGET });
  const total = backlog.data?.pages[0]?.total;
  const chosen = selection.chosen.length;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'grid content-start gap-3 rounded-xl border bg-card p-3 transition-colors',
        isOver && 'bg-primary/5 outline-2 -outline-offset-2 outline-primary',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-baseline gap-2">
          <h2 id={headingId} className="text-base font-semibold">
            {t('backlog.title')}
          </h2>
          {total === undefined ? null : (
            <p className="text-sm text-muted-foreground tabular-nums">
              {t('backlog.unscheduled', { count: formatNumber(total) })}
            </p>
          )}
        </div>
        <Button
          size="sm"
          variant={activeFilters > 0 ? 'secondary' : 'ghost'}
          aria-expanded={showsFilters}
          aria-controls={filtersId}
          onClick={() => setShowsFilters(!showsFilters)}
        >
          <ListFilter aria-hidden />
          {activeFilters > 0 ? t('backlog.filtersActive', { count: activeFilters }) : t('backlog.filters')}
        </Button>
      </div>
      {showsFilters ? (
        <div id={filtersId}>
          <BacklogFiltersBar
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              selection.clear();
            }}
          />
        </div>
      ) : null}
      {chosen > 0 ? (
        <div
          role="toolbar"
          aria-label={t('backlog.chosenOrders')}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm text-muted-foreground">
            {t('backlog.chosen', { count: formatNumber(chosen) })}
          </span>
          <Button size="sm" disabled={technicians.length === 0} onClick={() => setIsDistributing(true)}>
            <Shuffle aria-hidden />
            {t('backlog.distribute', { count: formatNumber(chosen) })}
          </Button>
          <Button size="sm" variant="ghost" onClick={selection.clear}>
            {t('backlog.clear')}
          </Button>
        </div>
      ) : null}
      <QueryState
        query={backlog}
        errorTitle={t('backlog.fetchFailed')}
        showReason
        loading={<Skeletons count={4} label={t('backlog.loading')} />}
        isEmpty={() => cards.length === 0}
        empty={
          <EmptyState
            icon={Inbox}
            className="py-8 sm:py-8"
            title={activeFilters > 0 ? t('backlog.noMatch') : t('backlog.empty')}
            description={activeFilters > 0 ? undefined : t('backlog.emptyDescription')}
          />
        }
      >
        {() => (
          <BacklogList
            cards={cards}
            selected={selection.selected}
            onToggle={selection.toggle}
            actions={actions}
          />
        )}
      </QueryState>
      {backlog.hasNextPage ? (
        <LoadMoreButton
          size="sm"
          onLoadMore={() => void backlog.fetchNextPage()}
          isLoading={backlog.isFetchingNextPage}
        />
      ) : null}
      <DistributeDialog
        open={isDistributing}
        onOpenChange={setIsDistributing}
        workOrderIds={selection.chosen}
        technicians={technicians}
        from={from}
        to={to}
        onApplied={selection.clear}
      />
    </section>
  );
}
