import type { ReactNode } from 'react';
import type { PlanningTechnician } from '@shared/schemas/planning';
import type { BoardActions } from './board-props';
import { TechnicianMenu } from './technician-menu';

/** The first cell of a row: the technician's name with their menu, or what the row of nobody's work is. */
export function RowHeader({
  technician,
  actions,
  children,
}: {
  technician: PlanningTechnician | null;
  actions: BoardActions;
  /** More about the row under the name (the day view's load). */
  children?: ReactNode;
}) {
  return (
    <th scope="row" className="sticky left-0 z-10 border bg-card p-2 text-left align-top font-medium">
      <div className="flex items-start justify-between gap-1">
        <span className="min-w-0 pt-1 wrap-anywhere">
          {technician ? technician.name : 'Not assigned to a technician'}
        </span>
        {technician ? (
          <TechnicianMenu
            technician={{ id: technician.id, name: technician.name }}
            week={actions.week}
            onOpenCapacity={actions.onOpenCapacity}
          />
        ) : null}
      </div>
      {children}
    </th>
  );
}
