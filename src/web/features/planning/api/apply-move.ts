import type { InfiniteData } from '@tanstack/react-query';
import type { Planning, PlanningCard, PlanningTechnician } from '@shared/schemas/planning';
import { plantDayOf } from '@shared/planning/plant-time';
import { isLateAsPlanned } from '@shared/work-order-rules';
import { surelyInBacklog, type BacklogFilters } from './backlog-filters';
import type { BacklogPage } from './list-backlog';

/** Where a card goes: a technician's plant time, or back to the backlog (`scheduledStart` null). */
export interface Placement {
  assignedTo: string | null;
  scheduledStart: string | null;
  /** The hours planned, when the Schedule dialog sets them; else they stay as they were. */
  hours?: number;
}

/** Where a card is now, with its hours: what an undo moves it back to. */
export function placementOf(card: PlanningCard): Placement {
  return { assignedTo: card.assignedTo, scheduledStart: card.scheduledStart, hours: card.hours };
}

/** The card as the server will have it once the move is saved. */
export function movedCard(card: PlanningCard, to: Placement): PlanningCard {
  return {
    ...card,
    assignedTo: to.assignedTo,
    scheduledStart: to.scheduledStart,
    hours: to.hours ?? card.hours,
    lateAsPlanned: isLateAsPlanned({ scheduledStart: to.scheduledStart, dueDate: card.dueDate }),
  };
}

function addLoad(
  technicians: readonly PlanningTechnician[],
  card: PlanningCard,
  hours: number,
  timeZone: string,
): PlanningTechnician[] {
  if (card.scheduledStart === null) return [...technicians];
  const date = plantDayOf(card.scheduledStart, timeZone);
  return technicians.map((technician) =>
    technician.id !== card.assignedTo
      ? technician
      : {
          ...technician,
          days: technician.days.map((day) => (day.date === date ? { ...day, load: day.load + hours } : day)),
        },
  );
}

/**
 * The board with a card moved: gone from where it was (its hours off that day's load), and on
 * its new technician's day when that day is on this board (its hours on that day's load).
 */
export function moveOnBoard(board: Planning, card: PlanningCard, to: Placement): Planning {
  const before = board.orders.find((order) => order.id === card.id);
  const after = movedCard(before ?? card, to);
  const day = after.scheduledStart === null ? null : plantDayOf(after.scheduledStart, board.timezone);
  const isShown = day !== null && board.from <= day && day <= board.to;
  if (!before && !isShown) return board;
  let technicians = board.technicians;
  if (before) technicians = addLoad(technicians, before, -before.hours, board.timezone);
  if (isShown) technicians = addLoad(technicians, after, after.hours, board.timezone);
  const orders = board.orders.filter((order) => order.id !== card.id);
  return { ...board, technicians, orders: isShown ? [...orders, after] : orders };
}

/**
 * A backlog list with a card moved: scheduled, it leaves the list; unscheduled, it joins the
 * top of a list it surely belongs in (the next read puts it in the server's order).
 */
export function moveInBacklog(
  backlog: InfiniteData<BacklogPage, unknown>,
  card: PlanningCard,
  to: Placement,
  filters: BacklogFilters,
): InfiniteData<BacklogPage, unknown> {
  const isListed = backlog.pages.some((page) => page.items.some((item) => item.id === card.id));
  const adjustTotal = (change: number) => (page: BacklogPage) => ({ ...page, total: page.total + change });
  if (to.scheduledStart !== null) {
    if (!isListed) return backlog;
    const pages = backlog.pages
      .map((page) => ({ ...page, items: page.items.filter((item) => item.id !== card.id) }))
      .map(adjustTotal(-1));
    return { ...backlog, pages };
  }
  if (isListed || !surelyInBacklog(card, filters)) return backlog;
  const pages = backlog.pages
    .map((page, index) => (index === 0 ? { ...page, items: [movedCard(card, to), ...page.items] } : page))
    .map(adjustTotal(1));
  return { ...backlog, pages };
}

/** A saved move's new version on the card, so the next move of it sends the right If-Match. */
export function withVersion<T extends { id: string; version: number }>(
  cards: readonly T[],
  id: string,
  version: number,
): T[] {
  return cards.map((card) => (card.id === id ? { ...card, version } : card));
}
