import { useDroppable } from '@dnd-kit/core';
import type { PlanningCard, PlanningGhost, PlanningTechnician } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import { formatWeekDay } from '@web/lib/planning/week-days';
import { BoardCard } from './board-card';
import type { PlanningDay } from './board-rows';
import type { BoardActions } from './board-props';
import { weekCardHeight } from './card-size';
import { loadLevel } from './cell-load';
import { DayLoad, LOAD_CELL_CLASSES } from './day-load';
import { cellDropId, type DropTarget } from './drop-targets';
import { GhostCard } from './ghost-card';

function CellCards({
  cards,
  ghosts,
  origin,
  actions,
}: {
  cards: readonly PlanningCard[];
  ghosts: readonly PlanningGhost[];
  origin: string;
  actions: BoardActions;
}) {
  return (
    <div className="grid gap-1">
      {cards.map((card) => (
        <BoardCard
          key={card.id}
          card={card}
          where="board"
          origin={origin}
          canDrag={actions.canDrag}
          isPending={actions.pendingIds.has(card.id)}
          onSchedule={actions.onSchedule}
          style={{ height: weekCardHeight(card.hours) }}
        />
      ))}
      {ghosts.map((ghost, index) => (
        <GhostCard
          key={`${ghost.kind}-${ghost.pmTemplateId}-${index}`}
          ghost={ghost}
          style={{ height: weekCardHeight(ghost.hours) }}
        />
      ))}
    </div>
  );
}

/** A technician's day in the week view: a drop target, its load against capacity, its cards. */
export function WeekCell({
  technician,
  day,
  row,
  col,
  cards,
  ghosts,
  actions,
}: {
  technician: PlanningTechnician;
  day: PlanningDay;
  row: number;
  col: number;
  cards: readonly PlanningCard[];
  ghosts: readonly PlanningGhost[];
  actions: BoardActions;
}) {
  const id = cellDropId(technician.id, day.date);
  const target: DropTarget = {
    kind: 'cell',
    technicianId: technician.id,
    technicianName: technician.name,
    date: day.date,
    hour: null,
    row,
    col,
  };
  const { setNodeRef, isOver } = useDroppable({ id, data: target });
  const level = loadLevel(day);
  return (
    <td
      ref={setNodeRef}
      data-load={level}
      className={cn(
        'border p-1 align-top transition-colors',
        LOAD_CELL_CLASSES[level],
        day.capacity === 0 && level === 'free' && 'bg-muted/60',
        isOver && 'outline-2 -outline-offset-2 outline-primary',
      )}
    >
      <div
        role="group"
        aria-label={`${technician.name}, ${formatWeekDay(day.date, 'long')}`}
        className="grid gap-1"
      >
        <DayLoad day={day} />
        <CellCards cards={cards} ghosts={ghosts} origin={id} actions={actions} />
      </div>
    </td>
  );
}

/** A day of the row of work no technician on the board has: shown, and movable, but no place to drop. */
export function NobodysCell({
  date,
  cards,
  ghosts,
  actions,
}: {
  date: string;
  cards: readonly PlanningCard[];
  ghosts: readonly PlanningGhost[];
  actions: BoardActions;
}) {
  return (
    <td className="border bg-muted/30 p-1 align-top">
      <div role="group" aria-label={`Not on a technician's board, ${formatWeekDay(date, 'long')}`}>
        <CellCards cards={cards} ghosts={ghosts} origin={`nobody:${date}`} actions={actions} />
      </div>
    </td>
  );
}
