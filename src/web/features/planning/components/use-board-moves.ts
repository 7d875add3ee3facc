import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { plantDayOf } from '@shared/planning/plant-time';
import type { Planning, PlanningCard } from '@shared/schemas/planning';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { conflictCurrent } from '@web/components/edit-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { wasQueued } from '@web/lib/offline/browser-queue';
import { toast } from '@web/lib/toast/toast-store';
import { movedCard, placementOf, type Placement } from '../api/apply-move';
import { useMoveWorkOrder, type Move } from '../api/move-work-order';
import { findCachedCard } from '../api/planning-cache';
import { planningMessages } from '../messages';
import { formatWeekDay } from '@web/lib/planning/week-days';
import { dayOffRefusal } from './move-refusal';
import { useUndoShortcut } from './use-undo-shortcut';

/** A move the server refused because the order changed meanwhile, with the order as it is now. */
export interface MoveConflict {
  move: Move;
  current: WorkOrder;
}

/** A saved move, to undo: where the card was, and the card as saved in case no board holds it. */
interface DoneMove {
  from: Placement;
  card: PlanningCard;
}

const UNDO_LIMIT = 20;

/**
 * Moves on the board and their answers: a toast naming where the order went, with Undo (also
 * Ctrl-Z, most recent first); the conflict panel for a 409; "Schedule anyway" for a day off.
 */
export function useBoardMoves(board: Pick<Planning, 'technicians' | 'timezone'> | undefined) {
  const t = useT(planningMessages);
  const queryClient = useQueryClient();
  const { mutateAsync } = useMoveWorkOrder();
  const done = useRef<DoneMove[]>([]);
  const [conflict, setConflict] = useState<MoveConflict | null>(null);

  const describe = ({ card, to }: Move): string => {
    const order = card.foNumber;
    if (to.scheduledStart === null) return t('move.toBacklog', { order });
    const name = board?.technicians.find((technician) => technician.id === to.assignedTo)?.name;
    const day = formatWeekDay(plantDayOf(to.scheduledStart, board?.timezone ?? 'UTC'));
    return name ? t('move.scheduledFor', { order, name, day }) : t('move.scheduledOn', { order, day });
  };

  const refused = (move: Move, error: unknown) => {
    const current = conflictCurrent<WorkOrder>(error);
    if (current) {
      setConflict({ move, current });
      return;
    }
    const dayOff = move.force ? null : dayOffRefusal(error);
    toast({
      variant: 'destructive',
      title: t('move.notMoved', { order: move.card.foNumber }),
      description: dayOff ?? errorMessage(error, t('move.checkConnection')),
      action: dayOff
        ? { label: t('move.scheduleAnyway'), onSelect: () => void send({ ...move, force: true }) }
        : undefined,
    });
  };

  async function send(move: Move, { isUndo = false } = {}): Promise<void> {
    let saved: WorkOrder;
    try {
      saved = await mutateAsync(move);
    } catch (error) {
      refused(move, error);
      return;
    }
    const isQueued = wasQueued(saved);
    const description = isQueued ? t('move.queued') : undefined;
    if (isUndo) {
      toast({ title: t('move.undone', { order: move.card.foNumber }), description });
      return;
    }
    // Queued, the next change of the order goes with the version this one started from (ADR 31).
    const record: DoneMove = {
      from: placementOf(move.card),
      card: { ...movedCard(move.card, move.to), version: isQueued ? move.card.version : saved.version },
    };
    done.current = [...done.current, record].slice(-UNDO_LIMIT);
    toast({
      title: describe(move),
      description,
      action: { label: t('move.undo'), altText: t('move.undoAlt'), onSelect: () => undo(record) },
    });
  }

  function undo(record = done.current.at(-1)): void {
    if (!record || !done.current.includes(record)) return;
    done.current = done.current.filter((candidate) => candidate !== record);
    const card = findCachedCard(queryClient, record.card.id) ?? record.card;
    void send({ card, to: record.from }, { isUndo: true });
  }

  useUndoShortcut(() => undo());

  return {
    move: (card: PlanningCard, to: Placement) => void send({ card, to }),
    conflict,
    /** Sends the planner's move again over the order as it is now. */
    reapply: () => {
      if (!conflict) return;
      setConflict(null);
      void send({ ...conflict.move, card: { ...conflict.move.card, version: conflict.current.version } });
    },
    dismissConflict: () => setConflict(null),
  };
}
