import type { Planning } from '@shared/schemas/planning';
import {
  conflictRows,
  formatConflictValue,
  useConflictWords,
  VersionConflictPanel,
  type ConflictField,
} from '@web/components/edit-dialog';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { moveBody } from '../api/move-work-order';
import type { MoveConflict } from './use-board-moves';

/**
 * A move the server refused because someone changed the order after the board showed it (409):
 * the card is back where the server has it, and the kit's panel shows their values beside the
 * planner's, to move it again over theirs or leave it.
 */
export function MoveConflictDialog({
  conflict,
  board,
  onReapply,
  onDismiss,
}: {
  conflict: MoveConflict | null;
  board: Pick<Planning, 'technicians' | 'timezone'> | undefined;
  onReapply: () => void;
  onDismiss: () => void;
}) {
  const t = useT(planningMessages);
  const words = useConflictWords();
  // Someone not on the board (a supervisor, say) is named as the order names them.
  const nameOf = (id: unknown) => {
    const onBoard = board?.technicians.find((technician) => technician.id === id)?.name;
    const current = conflict?.current;
    return (
      onBoard ?? formatConflictValue(current && id === current.assignedTo ? current.assigneeName : id, words)
    );
  };
  const fields: ConflictField[] = [
    { name: 'assignedTo', label: t('conflict.technician'), format: nameOf },
    {
      name: 'scheduledStart',
      label: t('conflict.scheduledStart'),
      format: (value) =>
        typeof value === 'string'
          ? formatDateTime(value, { timeZone: board?.timezone })
          : formatConflictValue(value, words),
    },
  ];
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <DialogContent className="sm:max-w-lg" aria-describedby={undefined}>
        {conflict ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('conflict.title', { order: conflict.move.card.foNumber })}</DialogTitle>
            </DialogHeader>
            <VersionConflictPanel
              rows={conflictRows(fields, conflict.current, moveBody(conflict.move), { words })}
              description={t('conflict.description')}
              onReapply={onReapply}
              onDiscard={onDismiss}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
