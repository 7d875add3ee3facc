import { memo, type ReactNode } from 'react';
import type { PlanningTechnician } from '@shared/schemas/planning';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import type { BoardActions } from './board-props';
import { TechnicianMenu } from './technician-menu';

interface RowHeaderProps {
  technician: PlanningTechnician | null;
  actions: BoardActions;
  /** More about the row under the name (the day view's load). */
  children?: ReactNode;
}

/** Drawn again when the name, the week or the menu's handler changes, not when the technician's load does. */
function sameRowHeader(before: RowHeaderProps, after: RowHeaderProps): boolean {
  return (
    before.technician?.id === after.technician?.id &&
    before.technician?.name === after.technician?.name &&
    before.actions.week === after.actions.week &&
    before.actions.onOpenCapacity === after.actions.onOpenCapacity &&
    before.children === after.children
  );
}

/** The first cell of a row: the technician's name with their menu, or what the row of nobody's work is. */
export const RowHeader = memo(function RowHeader({ technician, actions, children }: RowHeaderProps) {
  const t = useT(planningMessages);
  return (
    <th scope="row" className="sticky left-0 z-10 border bg-card p-2 text-left align-top font-medium">
      <div className="flex items-start justify-between gap-1">
        <span className="min-w-0 pt-1 wrap-anywhere">{technician ? technician.name : t('board.nobody')}</span>
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
}, sameRowHeader);
