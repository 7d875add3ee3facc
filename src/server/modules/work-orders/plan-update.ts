import type { Role, WorkOrderStatus } from '../../../shared/domain';
import * as policy from '../../../shared/policies/work-orders';
import type { CompletionCloseOut, UpdateWorkOrder } from '../../../shared/schemas/work-orders';
import { STATUS_TRANSITIONS, canTransition } from '../../../shared/work-order-rules';
import { AppError, conflict, enforce } from '../../lib/app-error';
import type { WorkOrderRow } from './work-orders.repository';

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
    throw conflict(
      'An order that is assigned or under way needs an assignee: reassign it instead of clearing it',
    );
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
    throw new AppError('VALIDATION_FAILED', 'Back in service goes with completing the order', {
      details: [{ path: 'backInService', message: 'Send it with status completed' }],
    });
  }
  if (Object.values(closeOut).some((value) => value !== undefined) && target !== 'completed') {
    throw new AppError(
      'VALIDATION_FAILED',
      'Close-out codes and the completion note go with completing the order',
      {
        details: [{ path: 'status', message: 'Send them with status completed' }],
      },
    );
  }
  if (patch.satisfactionRating != null && !SIGNED_OFF.includes(nextStatus)) {
    throw conflict('A rating is given when the order is verified');
  }
  if (!target) return { changes, transition: null, backInService, closeOut };

  const from = current.status;
  if (!canTransition(from, target)) {
    const allowed = STATUS_TRANSITIONS[from];
    throw new AppError(
      'CONFLICT',
      `Cannot move a work order from ${from} to ${target}. Allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none (it is closed)'}`,
      { details: [{ path: 'status', message: `Allowed from ${from}: ${allowed.join(', ') || 'none'}` }] },
    );
  }
  enforce(policy.moveOrder(actor, from, target));
  if ((target === 'assigned' || target === 'in_progress') && !nextAssignee) {
    throw conflict('Assign the work order to someone first');
  }
  return {
    changes: { ...changes, status: target, ...stampsFor(current, from, target, actor.userId, now) },
    transition: { from, to: target },
    backInService,
    closeOut,
  };
}
