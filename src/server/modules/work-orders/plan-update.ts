import type { Role, WorkOrderStatus } from '../../../shared/domain';
import * as policy from '../../../shared/policies/work-orders';
import type { CompletionCloseOut, UpdateWorkOrder } from '../../../shared/schemas/work-orders';
import { STATUS_TRANSITIONS, canTransition } from '../../../shared/work-order-rules';
import { AppError, conflict, enforce } from '../../lib/app-error';
import type { WorkOrderRow } from './work-orders.repository';
import { phrase } from '../../../shared/i18n/error-texts';

export interface PlannedUpdate {
  /** Columns to write, stamps included. */
  changes: Partial<WorkOrderRow>;
  transition: { from: WorkOrderStatus; to: WorkOrderStatus } | null;
  /** The order is completed with its equipment running again: its downtime ends. */
  backInService: boolean;
  /** What the completion says failed, why and what was done (issue 25 §8); checked by the close-out module. */
  closeOut: CompletionCloseOut;
}

/** A number as a numeric column keeps it. */
const numericOrNull = (value: number | null) => (value === null ? null : String(value));

const SIGNED_OFF: readonly WorkOrderStatus[] = ['verified', 'closed'];

function stampsFor(
  current: Pick<WorkOrderRow, 'startedAt'>,
  from: WorkOrderStatus,
  to: WorkOrderStatus,
  actorId: string,
  now: Date,
): Partial<WorkOrderRow> {
  switch (to) {
    case 'in_progress':
      // Reopening clears the completion; the first start is kept.
      return { startedAt: current.startedAt ?? now, ...(from === 'completed' ? { completedAt: null } : {}) };
    case 'completed':
      return { completedAt: now };
    case 'verified':
      return { verifiedAt: now, verifiedBy: actorId };
    case 'closed':
      return { closedAt: now };
    default:
      return {};
  }
}

/**
 * Decides what a PATCH does, or refuses it: role rules (technicians change status and notes
 * of their own orders only; assigning needs a supervisor; verify, close and reopen need a
 * supervisor), the lifecycle table, and the timestamps each status sets. Setting an
 * assignee on a new order moves it to assigned.
 */
export function planWorkOrderUpdate(
  current: WorkOrderRow,
  patch: UpdateWorkOrder,
  actor: { userId: string; role: Role },
  now: Date,
): PlannedUpdate {
  // `force` says how to schedule (ADR 57), it is no field of the order: never refused as one, never written.
  const { force: _force, ...orderFields } = patch;
  const fields = Object.entries(orderFields)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);
  enforce(policy.editOrderFields(actor, current, fields));

  const assigneeChanges = patch.assignedTo !== undefined && patch.assignedTo !== current.assignedTo;
  if (assigneeChanges) enforce(policy.assignOrders(actor));
  if (assigneeChanges && patch.assignedTo === null && current.status !== 'new') {
    throw conflict(phrase('workOrder.needsAssignee'));
  }
  const nextAssignee = patch.assignedTo !== undefined ? patch.assignedTo : current.assignedTo;

  const {
    status: requested,
    estimatedHours,
    scheduledHours,
    backInService = false,
    problemCode,
    causeCode,
    remedyCode,
    completionNote,
    ...rest
  } = orderFields;
  const closeOut: CompletionCloseOut = { problemCode, causeCode, remedyCode, completionNote };
  const changes: Partial<WorkOrderRow> = {
    ...rest,
    ...(estimatedHours !== undefined ? { estimatedHours: numericOrNull(estimatedHours) } : {}),
    ...(scheduledHours !== undefined ? { scheduledHours: numericOrNull(scheduledHours) } : {}),
  };
  let target = requested !== undefined && requested !== current.status ? requested : undefined;
  if (!target && assigneeChanges && nextAssignee && current.status === 'new') target = 'assigned';
  const nextStatus = target ?? current.status;
  if (backInService && target !== 'completed') {
    throw new AppError('VALIDATION_FAILED', phrase('workOrder.backInServiceOnCompletion'), {
      details: [{ path: 'backInService', ...phrase('workOrder.sendWithCompleted') }],
    });
  }
  if (Object.values(closeOut).some((value) => value !== undefined) && target !== 'completed') {
    throw new AppError('VALIDATION_FAILED', phrase('workOrder.closeOutOnCompletion'), {
      details: [{ path: 'status', ...phrase('workOrder.sendThemWithCompleted') }],
    });
  }
  if (patch.satisfactionRating != null && !SIGNED_OFF.includes(nextStatus)) {
    throw conflict(phrase('workOrder.ratingOnVerify'));
  }
  if (!target) return { changes, transition: null, backInService, closeOut };

  const from = current.status;
  if (!canTransition(from, target)) {
    const allowed = STATUS_TRANSITIONS[from];
    const isClosed = allowed.length === 0;
    throw new AppError(
      'CONFLICT',
      isClosed
        ? phrase('workOrder.transitionFromClosed', { from, to: target })
        : phrase('workOrder.transition', { from, to: target, allowed: allowed.join(', ') }),
      {
        details: [
          {
            path: 'status',
            ...(isClosed
              ? phrase('workOrder.allowedFromNone', { from })
              : phrase('workOrder.allowedFrom', { from, allowed: allowed.join(', ') })),
          },
        ],
      },
    );
  }
  enforce(policy.moveOrder(actor, from, target));
  if ((target === 'assigned' || target === 'in_progress') && !nextAssignee) {
    throw conflict(phrase('workOrder.assignFirst'));
  }
  return {
    changes: { ...changes, status: target, ...stampsFor(current, from, target, actor.userId, now) },
    transition: { from, to: target },
    backInService,
    closeOut,
  };
}
