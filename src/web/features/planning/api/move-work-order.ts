import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanningCard } from '@shared/schemas/planning';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import type { Placement } from './apply-move';
import {
  cancelPlanningReads,
  findCachedCard,
  refreshPlanning,
  restorePlanning,
  setCardVersion,
  showMove,
  snapshotPlanning,
} from './planning-cache';
import { wordChange } from '@web/components/offline/change-wording';

export interface Move {
  /** The card as the person saw it: its version goes as If-Match. */
  card: PlanningCard;
  to: Placement;
  /** Schedule even on a day the technician has off, after the server refused it (422). */
  force?: boolean;
}

/**
 * The PATCH of a move (ADR 57): scheduled time and assignee together. Back to the backlog only
 * clears the scheduled time, so the order keeps its assignee, unless an undo gives it back the
 * one it had.
 */
export function moveBody({ card, to, force }: Move): Record<string, unknown> {
  const body: Record<string, unknown> = { scheduledStart: to.scheduledStart };
  if (to.scheduledStart !== null || to.assignedTo !== card.assignedTo) body.assignedTo = to.assignedTo;
  if (to.hours !== undefined && to.hours !== card.hours) body.scheduledHours = to.hours;
  if (force) body.force = true;
  return body;
}

/**
 * Sends a move through the change queue, as every edit of an order goes (If-Match: the version
 * the planner saw): offline it waits on the device and replays like any other change.
 */
export function moveWorkOrder(move: Move): Promise<WorkOrder> {
  const body = moveBody(move);
  // "Force" is an instruction that goes with the change, not a field of the order.
  const { force: _instruction, ...fields } = body;
  return sendChange<WorkOrder>({
    type: 'update',
    table: 'work-orders',
    data: body,
    recordId: move.card.id,
    baseVersion: move.card.version,
    ...wordChange(
      move.to.scheduledStart === null ? 'change.planning.unschedule' : 'change.planning.schedule',
      {
        order: move.card.foNumber,
      },
    ),
    optimistic: fields,
  });
}

/**
 * A move shows on every cached board and backlog at once; a refusal puts them back as they were.
 * Saved, the card takes its new version and the order lists refresh.
 */
export function useMoveWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveWorkOrder,
    onMutate: async ({ card, to }) => {
      await cancelPlanningReads(queryClient);
      const snapshot = snapshotPlanning(queryClient);
      showMove(queryClient, findCachedCard(queryClient, card.id) ?? card, to);
      return { snapshot };
    },
    // The refreshes are not awaited: the planner hears the answer (the toast, the conflict
    // panel) at once, while the board already shows the move and the reads catch up behind it.
    onError: (_error, _move, context) => {
      if (context) restorePlanning(queryClient, context.snapshot);
      void refreshPlanning(queryClient);
    },
    onSuccess: (saved, { card }) => {
      // Queued: the board keeps showing the move until the server has it.
      if (wasQueued(saved)) return;
      // The board already shows the move; the order's realtime event refreshes the boards (every
      // planner's, this one's too): a second read of the week here would cancel and redo that one.
      setCardVersion(queryClient, card.id, saved.version);
      queryClient.setQueryData(workOrderKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
    },
  });
}
