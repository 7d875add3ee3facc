import { memo, useMemo, useRef } from 'react';
import { daysBetween } from '@shared/planning/capacity';
import type { Planning, PlanningCard, PlanningGhost } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { dayOf, formatWeekDay } from '@web/lib/planning/week-days';
import { planningMessages } from '../messages';
import type { BoardActions } from './board-props';
import { technicianDay } from './board-rows';
import { RowHeader } from './row-header';
import { quietDays } from './quiet-days';
import { useBoardRows } from './use-board-rows';
import { rowKey, useRowsInView } from './use-rows-in-view';
import { NobodysCell, WeekCell } from './week-cell';

// One empty day for every cell without work, so an empty cell's props stay the same between draws.
const NO_CARDS: readonly PlanningCard[] = [];
const NO_GHOSTS: readonly PlanningGhost[] = [];

/**
 * The week view (issue 26 §3): a row per technician, a column per day, each cell with its load
 * against capacity and its cards sized by their hours. Scrolls sideways on narrow screens with
 * the names kept in view.
 */
export const WeekBoard = memo(function WeekBoard({
  board,
  actions,
}: {
  board: Planning;
  actions: BoardActions;
}) {
  const t = useT(planningMessages);
  const days = useMemo(() => daysBetween(board.from, board.to), [board.from, board.to]);
  const rows = useBoardRows(board);
  const table = useRef<HTMLTableElement>(null);
  const near = useRowsInView(table, rows);
  const quiet = useMemo(() => quietDays(board), [board]);
  const today = dayOf();
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table ref={table} className="w-full min-w-[44rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('board.weekCaption')}</caption>
        <colgroup>
          <col className="w-28" />
          {days.map((day) => (
            <col key={day} className={quiet.has(day) ? 'w-16' : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 border bg-card p-2 text-left font-medium">
              {t('board.technician')}
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                aria-current={day === today ? 'date' : undefined}
                className={cn('border p-2 text-left font-medium', day === today && 'text-primary')}
              >
                {formatWeekDay(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = rowKey(row);
            const showsCards = near === null || near.has(key);
            return (
              <tr key={key} data-row={key}>
                <RowHeader technician={row.technician} actions={actions} />
                {days.map((date, col) => {
                  const cards = row.cards.get(date) ?? NO_CARDS;
                  const ghosts = row.ghosts.get(date) ?? NO_GHOSTS;
                  if (!row.technician)
                    return (
                      <NobodysCell
                        key={date}
                        date={date}
                        cards={cards}
                        ghosts={ghosts}
                        showsCards={showsCards}
                        actions={actions}
                      />
                    );
                  return (
                    <WeekCell
                      key={date}
                      technicianId={row.technician.id}
                      technicianName={row.technician.name}
                      day={technicianDay(row.technician, date)}
                      row={index}
                      col={col}
                      cards={cards}
                      ghosts={ghosts}
                      showsCards={showsCards}
                      actions={actions}
                    />
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
