import type { PlanningCard } from '@shared/schemas/planning';
import type { BoardTechnician } from './technician-menu';

/** What every view of the board passes down to its cards and row headers. */
export interface BoardActions {
  /** Orders whose move waits on this device ("Not synced yet"). */
  pendingIds: ReadonlySet<string>;
  /** False on phones: there the Schedule… dialog moves cards. */
  canDrag: boolean;
  onSchedule: (card: PlanningCard) => void;
  onOpenCapacity: (technician: BoardTechnician) => void;
  /** The Monday of the week shown. */
  week: string;
}

/**
 * Whether a part of the board holding `cards` draws the same with either actions: the same
 * handlers and week, and each of its cards waiting on this device in both or in neither. A cell
 * need not draw again because an order elsewhere was queued.
 */
export function sameActionsFor(
  cards: readonly PlanningCard[],
  before: BoardActions,
  after: BoardActions,
): boolean {
  return (
    before.canDrag === after.canDrag &&
    before.onSchedule === after.onSchedule &&
    before.onOpenCapacity === after.onOpenCapacity &&
    before.week === after.week &&
    cards.every((card) => before.pendingIds.has(card.id) === after.pendingIds.has(card.id))
  );
}
