import { DAY_START_HOUR, plantDayOf, plantHourOf, plantInstant } from '@shared/planning/plant-time';
import type { Planning, PlanningCard } from '@shared/schemas/planning';
import type { Placement } from '../api/apply-move';
import type { DropTarget } from './drop-targets';

/** The latest start that keeps a card on its plant day, whatever the day's load. */
const LAST_START_HOUR = 23.75;

type Board = Pick<Planning, 'technicians' | 'timezone'>;

function isOnDay(card: PlanningCard, technicianId: string, date: string, timeZone: string): boolean {
  return (
    card.scheduledStart !== null &&
    card.assignedTo === technicianId &&
    plantDayOf(card.scheduledStart, timeZone) === date
  );
}

/** The technician's hours already planned that day, as the board last read them (0 off the board). */
function loadOn(board: Board, technicianId: string, date: string): number {
  const technician = board.technicians.find((candidate) => candidate.id === technicianId);
  return technician?.days.find((day) => day.date === date)?.load ?? 0;
}

/**
 * Where a card goes on a technician's day: after what is planned there already (the working day's
 * start plus the day's load), or where it is when it is on that day already. `hours` as the
 * Schedule dialog sets them.
 */
export function placementOnDay(
  card: PlanningCard,
  technicianId: string,
  date: string,
  board: Board,
  hours?: number,
): Placement {
  const keepsStart = isOnDay(card, technicianId, date, board.timezone);
  const hour = Math.min(DAY_START_HOUR + loadOn(board, technicianId, date), LAST_START_HOUR);
  return {
    assignedTo: technicianId,
    scheduledStart: keepsStart ? card.scheduledStart : plantInstant(date, hour, board.timezone).toISOString(),
    ...(hours === undefined ? {} : { hours }),
  };
}

/**
 * What a drop means: back to the backlog (keeping the assignee), a technician's day in the week
 * view, or an hour of it in the day view. Null when the card would stay where it is.
 */
export function placementForDrop(card: PlanningCard, target: DropTarget, board: Board): Placement | null {
  if (target.kind === 'backlog') {
    return card.scheduledStart === null ? null : { assignedTo: card.assignedTo, scheduledStart: null };
  }
  const { technicianId, date, hour } = target;
  const isSameDay = isOnDay(card, technicianId, date, board.timezone);
  if (hour === null) return isSameDay ? null : placementOnDay(card, technicianId, date, board);
  const isSameHour =
    isSameDay &&
    card.scheduledStart !== null &&
    Math.floor(plantHourOf(card.scheduledStart, board.timezone)) === hour;
  if (isSameHour) return null;
  return { assignedTo: technicianId, scheduledStart: plantInstant(date, hour, board.timezone).toISOString() };
}
