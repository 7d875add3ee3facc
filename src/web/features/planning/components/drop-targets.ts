import type { PlanningCard } from '@shared/schemas/planning';

/** A place a card can be dropped: a technician's day (or one hour of it, in the day view), or the backlog. */
export type DropTarget =
  | {
      kind: 'cell';
      technicianId: string;
      technicianName: string;
      date: string;
      /** The hour slot in the day view; null: the whole day (the week view). */
      hour: number | null;
      /** Where it sits on the board, for the keyboard's arrows. */
      row: number;
      col: number;
    }
  | { kind: 'backlog' };

/** What a dragged card carries: itself, and the target it starts on (the keyboard moves from there). */
export interface DragData {
  card: PlanningCard;
  origin: string;
}

export const BACKLOG_DROP_ID = 'backlog';

export function cellDropId(technicianId: string, date: string, hour: number | null = null): string {
  return `cell:${technicianId}:${date}:${hour ?? 'day'}`;
}
