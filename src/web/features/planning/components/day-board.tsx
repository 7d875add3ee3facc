import { DAY_START_HOUR } from '@shared/planning/plant-time';
import type { Planning, PlanningCard, PlanningGhost, PlanningTechnician } from '@shared/schemas/planning';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { BoardCard } from './board-card';
import { hourLabel } from './board-labels';
import type { BoardActions } from './board-props';
import { startHour, technicianDay, type BoardRow } from './board-rows';
import { useBoardRows } from './use-board-rows';
import { assignLanes, axisSpan, DAY_VIEW_HOURS } from './card-size';
import { DayLoad } from './day-load';
import { cellDropId } from './drop-targets';
import { GhostCard } from './ghost-card';
import { HourSlot } from './hour-slot';
import { RowHeader } from './row-header';

const LANE_PX = 44;

type Placed = { start: number; hours: number } & (
  { kind: 'card'; card: PlanningCard } | { kind: 'ghost'; ghost: PlanningGhost; index: number }
);

/** A row's work on the day, in order of start; ghosts have no hour yet and show at the day's start. */
function placedWork(row: BoardRow, date: string, timeZone: string): Placed[] {
  const cards: Placed[] = (row.cards.get(date) ?? []).map((card) => ({
    kind: 'card',
    card,
    start: startHour(card, timeZone),
    hours: card.hours,
  }));
  const ghosts: Placed[] = (row.ghosts.get(date) ?? []).map((ghost, index) => ({
    kind: 'ghost',
    ghost,
    index,
    start: DAY_START_HOUR,
    hours: ghost.hours,
  }));
  return [...cards, ...ghosts].sort((a, b) => a.start - b.start);
}

function DayRowWork({
  technician,
  work,
  row,
  date,
  actions,
}: {
  technician: PlanningTechnician | null;
  work: readonly Placed[];
  row: number;
  date: string;
  actions: BoardActions;
}) {
  const lanes = assignLanes(work.map(({ start, hours }) => ({ start, end: start + hours })));
  const height = (Math.max(0, ...lanes) + 1) * LANE_PX + 8;
  return (
    <td className="relative border p-0 align-top" style={{ height }}>
      {technician ? (
        <div className="absolute inset-0 grid grid-cols-14">
          {DAY_VIEW_HOURS.map((hour, col) => (
            <HourSlot key={hour} technician={technician} date={date} hour={hour} row={row} col={col} />
          ))}
        </div>
      ) : null}
      {/* The cards take the pointer; between them it falls through to the hour under it. */}
      <div className="pointer-events-none absolute inset-1">
        {work.map((item, index) => {
          const { left, width } = axisSpan(item.start, item.hours);
          const style = {
            left: `${left}%`,
            width: `${width}%`,
            top: (lanes[index] ?? 0) * LANE_PX,
            height: LANE_PX - 4,
          };
          return item.kind === 'card' ? (
            <BoardCard
              key={item.card.id}
              card={item.card}
              where="board"
              origin={technician ? cellDropId(technician.id, date, Math.floor(item.start)) : `nobody:${date}`}
              canDrag={actions.canDrag}
              isPending={actions.pendingIds.has(item.card.id)}
              onSchedule={actions.onSchedule}
              className="pointer-events-auto absolute"
              style={style}
            />
          ) : (
            <GhostCard
              key={`${item.ghost.kind}-${item.ghost.pmTemplateId}-${item.index}`}
              ghost={item.ghost}
              className="pointer-events-auto absolute"
              style={style}
            />
          );
        })}
      </div>
    </td>
  );
}

/**
 * The day view: a row per technician along a time axis from 6:00 to 20:00, each card where it
 * starts in the plant's time and as wide as its hours. A card dropped on an hour starts then.
 */
export function DayBoard({ board, date, actions }: { board: Planning; date: string; actions: BoardActions }) {
  const t = useT(planningMessages);
  const rows = useBoardRows(board);
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[48rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('board.dayCaption')}</caption>
        <colgroup>
          <col className="w-36" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 border bg-card p-2 text-left font-medium">
              {t('board.technician')}
            </th>
            <th scope="col" className="border p-0 font-medium">
              <div className="grid grid-cols-14 text-xs text-muted-foreground">
                {DAY_VIEW_HOURS.map((hour) => (
                  <span key={hour} className="border-l px-1 py-2 text-left tabular-nums first:border-l-0">
                    {hourLabel(hour)}
                  </span>
                ))}
              </div>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.technician?.id ?? 'nobody'}>
              <RowHeader technician={row.technician} actions={actions}>
                {row.technician ? (
                  <DayLoad day={technicianDay(row.technician, date)} className="mt-1" />
                ) : null}
              </RowHeader>
              <DayRowWork
                technician={row.technician}
                work={placedWork(row, date, board.timezone)}
                row={index}
                date={date}
                actions={actions}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
