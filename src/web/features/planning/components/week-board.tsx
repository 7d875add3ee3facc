import { useMemo } from 'react';
import { daysBetween } from '@shared/planning/capacity';
import type { Planning } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import { dayOf, formatWeekDay } from '@web/lib/planning/week-days';
import type { BoardActions } from './board-props';
import { boardRows, technicianDay } from './board-rows';
import { RowHeader } from './row-header';
import { quietDays } from './quiet-days';
import { NobodysCell, WeekCell } from './week-cell';

/**
 * The week view (issue 26 §3): a row per technician, a column per day, each cell with its load
 * against capacity and its cards sized by their hours. Scrolls sideways on narrow screens with
 * the names kept in view.
 */
export function WeekBoard({ board, actions }: { board: Planning; actions: BoardActions }) {
  const days = daysBetween(board.from, board.to);
  const rows = useMemo(() => boardRows(board), [board]);
  const quiet = useMemo(() => quietDays(board), [board]);
  const today = dayOf();
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[44rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">Technicians&apos; days, with their planned work orders</caption>
        <colgroup>
          <col className="w-28" />
          {days.map((day) => (
            <col key={day} className={quiet.has(day) ? 'w-16' : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 border bg-card p-2 text-left font-medium">
              Technician
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
          {rows.map((row, index) => (
            <tr key={row.technician?.id ?? 'nobody'}>
              <RowHeader technician={row.technician} actions={actions} />
              {days.map((date, col) => {
                const cards = row.cards.get(date) ?? [];
                const ghosts = row.ghosts.get(date) ?? [];
                if (!row.technician)
                  return (
                    <NobodysCell key={date} date={date} cards={cards} ghosts={ghosts} actions={actions} />
                  );
                return (
                  <WeekCell
                    key={date}
                    technician={row.technician}
                    day={technicianDay(row.technician, date)}
                    row={index}
                    col={col}
                    cards={cards}
                    ghosts={ghosts}
                    actions={actions}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
