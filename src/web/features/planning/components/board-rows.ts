import { plantDayOf, plantHourOf } from '@shared/planning/plant-time';
import type { Planning, PlanningCard, PlanningGhost, PlanningTechnician } from '@shared/schemas/planning';

/** A row of the board: a technician with their days, or the orders and ghosts no technician on it has. */
export interface BoardRow {
  technician: PlanningTechnician | null;
  /** By plant day. */
  cards: ReadonlyMap<string, PlanningCard[]>;
  ghosts: ReadonlyMap<string, PlanningGhost[]>;
}

function groupByDay<T>(items: readonly T[], dayOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(item);
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return groups;
}

/**
 * The board's rows: one per technician, cards by day in order of their start, then one row of
 * what is scheduled for nobody on the board (no assignee, or someone who is not a technician),
 * only when there is such work.
 */
export function boardRows(board: Planning): BoardRow[] {
  const byStart = [...board.orders].sort((a, b) =>
    (a.scheduledStart ?? '').localeCompare(b.scheduledStart ?? ''),
  );
  const cardDay = (card: PlanningCard) => plantDayOf(card.scheduledStart ?? board.from, board.timezone);
  const ids = new Set(board.technicians.map((technician) => technician.id));
  const rows: BoardRow[] = board.technicians.map((technician) => ({
    technician,
    cards: groupByDay(
      byStart.filter((card) => card.assignedTo === technician.id),
      cardDay,
    ),
    ghosts: groupByDay(
      board.ghosts.filter((ghost) => ghost.assignedTo === technician.id),
      (ghost) => ghost.date,
    ),
  }));
  const isNobodys = (assignedTo: string | null) => assignedTo === null || !ids.has(assignedTo);
  const cards = byStart.filter((card) => isNobodys(card.assignedTo));
  const ghosts = board.ghosts.filter((ghost) => isNobodys(ghost.assignedTo));
  if (cards.length > 0 || ghosts.length > 0)
    rows.push({
      technician: null,
      cards: groupByDay(cards, cardDay),
      ghosts: groupByDay(ghosts, (ghost) => ghost.date),
    });
  return rows;
}

export type PlanningDay = PlanningTechnician['days'][number];

/** A technician's day as the board read it; a day outside what it read has no room and no load. */
export function technicianDay(technician: PlanningTechnician, date: string): PlanningDay {
  return (
    technician.days.find((day) => day.date === date) ?? { date, capacity: 0, load: 0, timeOffReason: null }
  );
}

/** The hour of the plant day a card starts at (9.5 for 09:30). */
export function startHour(card: PlanningCard, timeZone: string): number {
  return card.scheduledStart === null ? 0 : plantHourOf(card.scheduledStart, timeZone);
}
