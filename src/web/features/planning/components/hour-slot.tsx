import { useDroppable } from '@dnd-kit/core';
import type { PlanningTechnician } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import { cellDropId, type DropTarget } from './drop-targets';

/** One hour of a technician's day in the day view: a card dropped here starts at that hour. */
export function HourSlot({
  technician,
  date,
  hour,
  row,
  col,
}: {
  technician: PlanningTechnician;
  date: string;
  hour: number;
  row: number;
  col: number;
}) {
  const target: DropTarget = {
    kind: 'cell',
    technicianId: technician.id,
    technicianName: technician.name,
    date,
    hour,
    row,
    col,
  };
  const { setNodeRef, isOver } = useDroppable({ id: cellDropId(technician.id, date, hour), data: target });
  return (
    <div
      ref={setNodeRef}
      data-slot={hour}
      className={cn(
        'border-l first:border-l-0',
        isOver && 'bg-primary/10 outline-2 -outline-offset-2 outline-primary',
      )}
    />
  );
}
