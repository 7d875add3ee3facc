import type { Role, WorkOrderStatus } from '../../../shared/domain';
import { can } from '../../../shared/permissions';
import type { UpdateWorkOrder } from '../../../shared/schemas/work-orders';
import { STATUS_TRANSITIONS, canTransition, needsSupervisor } from '../../../shared/work-order-rules';
import { AppError, conflict, forbidden } from '../../lib/app-error';
import type { WorkOrderRow } from './work-orders.repository';

/** What technicians may change on an order assigned to them (issue 2 §6). */
const TECHNICIAN_FIELDS: ReadonlySet<string> = new Set(['status', 'notes']);

export interface PlannedUpdate {
  /** Columns to write, stamps included. */
  changes: Partial<WorkOrderRow>;
  transition: { from: WorkOrderStatus; to: WorkOrderStatus } | null;
}

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
  const fields = Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);
  if (!can(actor.role, 'workOrders.update')) {
    if (current.assignedTo !== actor.userId)
      throw forbidden('You can change only work orders assigned to you');
    const refused = fields.filter((f) => !TECHNICIAN_FIELDS.has(f));
    if (refused.length > 0) {
      throw forbidden(
        `Technicians can change only the status and notes of their work orders, not: ${refused.join(', ')}`,
      );
    }
  }

  const assigneeChanges = patch.assignedTo !== undefined && patch.assignedTo !== current.assignedTo;
  if (assigneeChanges && !can(actor.role, 'workOrders.assign')) {
    throw forbidden('Only supervisors and managers can assign work orders');
  }
  if (assigneeChanges && patch.assignedTo === null && current.status !== 'new') {
    throw conflict(
      'An order that is assigned or under way needs an assignee: reassign it instead of clearing it',
    );
  }
  const nextAssignee = patch.assignedTo !== undefined ? patch.assignedTo : current.assignedTo;

  const { status: requested, estimatedHours, ...rest } = patch;
  const changes: Partial<WorkOrderRow> = {
    ...rest,
    ...(estimatedHours !== undefined
      ? { estimatedHours: estimatedHours === null ? null : String(estimatedHours) }
      : {}),
  };
  let target = requested !== undefined && requested !== current.status ? requested : undefined;
  if (!target && assigneeChanges && nextAssignee && current.status === 'new') target = 'assigned';
  if (!target) return { changes, transition: null };

  const from = current.status;
  if (!canTransition(from, target)) {
    const allowed = STATUS_TRANSITIONS[from];
    throw new AppError(
      'CONFLICT',
      `Cannot move a work order from ${from} to ${target}. Allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none (it is closed)'}`,
      { details: [{ path: 'status', message: `Allowed from ${from}: ${allowed.join(', ') || 'none'}` }] },
    );
  }
  if (needsSupervisor(from, target) && !can(actor.role, 'workOrders.update')) {
    throw forbidden('Only supervisors and managers can verify, close or reopen work orders');
  }
  if ((target === 'assigned' || target === 'in_progress') && !nextAssignee) {
    throw conflict('Assign the work order to someone first');
  }
  return {
    changes: { ...changes, status: target, ...stampsFor(current, from, target, actor.userId, now) },
    transition: { from, to: target },
  };
}
