import { useCallback, useMemo, useState } from 'react';
import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { useRoute, useSearchParams } from 'wouter';
import type { PlanningCard } from '@shared/schemas/planning';
import { lazyDialog, lazySection } from '@web/components/lazy-dialog';
import { usePendingRecordIds } from '@web/components/not-synced-badge';
import { QueryState } from '@web/components/query-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { planningQuery, usePlanning } from '../api/get-planning';
import { backlogQuery } from '../api/list-backlog';
import { NO_BACKLOG_FILTERS } from '../api/backlog-filters';
import { weekDays } from '@web/lib/planning/week-days';
import { BacklogPanel } from '../components/backlog-panel';
import { BoardDnd } from '../components/board-dnd';
import type { BoardActions } from '../components/board-props';
import { shiftWeek, toShownDay, toWeekStart } from '../components/board-week';
import { placementForDrop } from '../components/drop-placement';
import type { DropTarget } from '../components/drop-targets';
import type { BoardTechnician } from '../components/technician-menu';
import { useBoardMoves } from '../components/use-board-moves';
import { WeekBoard } from '../components/week-board';
import { WeekNavigation, type BoardView } from '../components/week-navigation';
import { planningMessages } from '../messages';

function BoardLoading() {
  const t = useT(planningMessages);
  return (
    <div aria-label={t('page.loadingBoard')}>
      <Skeleton className="h-[32rem] w-full rounded-xl" />
    </div>
  );
}
const boardLoading = <BoardLoading />;

// What the board shows only after a click, or only on a phone, loads then: the day view and its
// tabs, the phone's day list, and the dialogs with their forms.
const DayBoard = lazySection(
  () => import('../components/day-board').then((module) => module.DayBoard),
  boardLoading,
);
const PhoneDayList = lazySection(
  () => import('../components/phone-day-list').then((module) => module.PhoneDayList),
  boardLoading,
);
const DayTabs = lazySection(
  () => import('../components/day-tabs').then((module) => module.DayTabs),
  <Skeleton className="h-14 w-full rounded-lg" />,
);
const ScheduleDialog = lazyDialog(
  () => import('../components/schedule-dialog').then((module) => module.ScheduleDialog),
  (props) => props.card !== null,
);
const MoveConflictDialog = lazyDialog(
  () => import('../components/move-conflict-dialog').then((module) => module.MoveConflictDialog),
  (props) => props.conflict !== null,
);
const TechnicianCapacityDialog = lazyDialog(() =>
  import('@web/components/capacity/technician-capacity-dialog').then(
    (module) => module.TechnicianCapacityDialog,
  ),
);

// The printable week is the same page module (one chunk for the app's entry to name), loaded when opened.
const PrintWeekPage = lazySection(
  () => import('../print/print-week-page').then((module) => module.default),
  boardLoading,
);

/** `/planning` and a technician's printable week, `/planning/print/{userId}`. */
export default function PlanningPage() {
  const [isPrint] = useRoute('/planning/print/:userId');
  return isPrint ? <PrintWeekPage /> : <PlanningBoard />;
}

/**
 * The planning board (issue 26 §3–§4, ADR 57): technicians × days with the backlog beside it.
 * Orders move by drag and drop, by the keyboard or with Schedule…; each move shows at once, is
 * saved through the change queue and can be undone. The week, the view and the day shown live
 * in the URL, so a reload or a shared link shows the same.
 */
function PlanningBoard() {
  const t = useT(planningMessages);
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const week = toWeekStart(params.get('week'));
  const days = weekDays(week);
  const from = days[0]!;
  const to = days[6]!;
  const day = toShownDay(params.get('day'), days);
  const view: BoardView = params.get('view') === 'day' ? 'day' : 'week';
  // Both reads leave while the board's first render is drawn, not after it has been committed.
  usePrefetchQuery(planningQuery(from, to));
  usePrefetchInfiniteQuery(backlogQuery(NO_BACKLOG_FILTERS));
  const board = usePlanning(from, to);
  const moves = useBoardMoves(board.data);
  const pendingIds = usePendingRecordIds('work-orders');
  const [scheduling, setScheduling] = useState<PlanningCard | null>(null);
  // Kept after closing, so the dialog closes with its animation instead of vanishing.
  const [capacity, setCapacity] = useState<{ technician: BoardTechnician; isOpen: boolean } | null>(null);

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const drop = (card: PlanningCard, target: DropTarget) => {
    const to = board.data ? placementForDrop(card, target, board.data) : null;
    if (to) moves.move(card, to);
  };

  const openCapacity = useCallback(
    (technician: BoardTechnician) => setCapacity({ technician, isOpen: true }),
    [],
  );
  // The same object while nothing in it changes, so the board's cells need not draw again.
  const actions = useMemo<BoardActions>(
    () => ({ pendingIds, canDrag: !isMobile, onSchedule: setScheduling, onOpenCapacity: openCapacity, week }),
    [pendingIds, isMobile, openCapacity, week],
  );
  const technicians = (board.data?.technicians ?? []).map(({ id, name }) => ({ id, name }));
  const showsDay = isMobile || view === 'day';

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={isMobile ? t('page.descriptionPhone') : t('page.description')}
      />
      <div className="grid gap-4">
        <WeekNavigation
          week={week}
          onWeekChange={(change) =>
            setParam({ week: change === 0 ? null : shiftWeek(week, change), day: null })
          }
          view={isMobile ? null : view}
          onViewChange={(next) => setParam({ view: next === 'week' ? null : next })}
        />
        {showsDay ? <DayTabs days={days} value={day} onChange={(next) => setParam({ day: next })} /> : null}
        <BoardDnd onDrop={drop}>
          {/* At 1280 px the whole week and the backlog fit side by side; narrower, the board scrolls. */}
          <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_16rem]">
            <QueryState query={board} errorTitle={t('page.fetchFailed')} showReason loading={boardLoading}>
              {(data) => (
                <div className={cn('min-w-0 transition-opacity', board.isPlaceholderData && 'opacity-60')}>
                  {isMobile ? (
                    <PhoneDayList board={data} date={day} actions={actions} />
                  ) : view === 'day' ? (
                    <DayBoard board={data} date={day} actions={actions} />
                  ) : (
                    <WeekBoard board={data} actions={actions} />
                  )}
                </div>
              )}
            </QueryState>
            <BacklogPanel technicians={technicians} from={from} to={to} actions={actions} />
          </div>
        </BoardDnd>
      </div>
      <ScheduleDialog
        card={scheduling}
        board={board.data}
        day={day}
        onSchedule={moves.move}
        onClose={() => setScheduling(null)}
      />
      <MoveConflictDialog
        conflict={moves.conflict}
        board={board.data}
        onReapply={moves.reapply}
        onDismiss={moves.dismissConflict}
      />
      {capacity ? (
        <TechnicianCapacityDialog
          open={capacity.isOpen}
          onOpenChange={(isOpen) => setCapacity({ ...capacity, isOpen })}
          technician={capacity.technician}
        />
      ) : null}
    </>
  );
}
