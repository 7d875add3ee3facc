import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { PlanningCard, PlanningGhost } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { formatWeekDay } from '@web/lib/planning/week-days';
import { planningMessages } from '../messages';
import { BoardCard } from './board-card';
import type { PlanningDay } from './board-rows';
import { sameActionsFor, type BoardActions } from './board-props';
import { weekCardHeight, weekCardsHeight } from './card-size';
import { loadLevel } from './cell-load';
import { DayLoad, LOAD_CELL_CLASSES } from './day-load';
import { cellDropId, type DropTarget } from './drop-targets';
import { GhostCard } from './ghost-card';

interface CellCardsProps {
  cards: readonly PlanningCard[];
  ghosts: readonly PlanningGhost[];
  origin: string;
  /** False while the row is far out of view: the room the cards take is kept, empty (useRowsInView). */
  showsCards: boolean;
  actions: BoardActions;
}

function CellCards({ cards, ghosts, origin, showsCards, actions }: CellCardsProps) {
  if (!showsCards) {
    const height = weekCardsHeight([...cards, ...ghosts]);
    return height > 0 ? <div style={{ height }} /> : null;
  }
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

/** Props that draw the same cell: everything the same object, but actions only as the cell's cards see them. */
function sameCellProps<P extends { cards: readonly PlanningCard[]; actions: BoardActions }>(
  before: P,
  after: P,
): boolean {
  return (Object.keys(after) as (keyof P)[]).every((key) =>
    key === 'actions'
      ? sameActionsFor(after.cards, before.actions, after.actions)
      : Object.is(before[key], after[key]),
  );
}

interface DayContentProps extends CellCardsProps {
  technicianName: string;
  day: PlanningDay;
}

/**
 * What a technician's day shows, apart from its drop target: drawn again only when its own
 * load or cards change, not on every step of a drag that passes over it.
 */
const DayContent = memo(function DayContent({ technicianName, day, ...cards }: DayContentProps) {
  const t = useT(planningMessages);
  return (
    <div
      role="group"
      aria-label={t('target.day', { technician: technicianName, day: formatWeekDay(day.date, 'long') })}
      className="grid gap-1"
    >
      <DayLoad day={day} />
      <CellCards {...cards} />
    </div>
  );
}, sameCellProps);

interface WeekCellProps {
  technicianId: string;
  technicianName: string;
  day: PlanningDay;
  row: number;
  col: number;
  cards: readonly PlanningCard[];
  ghosts: readonly PlanningGhost[];
  showsCards: boolean;
  actions: BoardActions;
}

/** A technician's day in the week view: a drop target, its load against capacity, its cards. */
export const WeekCell = memo(function WeekCell({
  technicianId,
  technicianName,
  day,
  row,
  col,
  cards,
  ghosts,
  showsCards,
  actions,
}: WeekCellProps) {
  const id = cellDropId(technicianId, day.date);
  const target: DropTarget = {
    kind: 'cell',
    technicianId,
    technicianName,
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
      <DayContent
        technicianName={technicianName}
        day={day}
        cards={cards}
        ghosts={ghosts}
        origin={id}
        showsCards={showsCards}
        actions={actions}
      />
    </td>
  );
}, sameCellProps);

/** A day of the row of work no technician on the board has: shown, and movable, but no place to drop. */
export const NobodysCell = memo(function NobodysCell({
  date,
  cards,
  ghosts,
  showsCards,
  actions,
}: {
  date: string;
  cards: readonly PlanningCard[];
  ghosts: readonly PlanningGhost[];
  showsCards: boolean;
  actions: BoardActions;
}) {
  const t = useT(planningMessages);
  return (
    <td className="border bg-muted/30 p-1 align-top">
      <div role="group" aria-label={t('board.nobodysDay', { day: formatWeekDay(date, 'long') })}>
        <CellCards
          cards={cards}
          ghosts={ghosts}
          origin={`nobody:${date}`}
          showsCards={showsCards}
          actions={actions}
        />
      </div>
    </td>
  );
}, sameCellProps);
