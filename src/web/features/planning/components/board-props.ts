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
