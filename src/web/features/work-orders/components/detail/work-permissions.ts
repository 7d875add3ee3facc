import type { Role, WorkOrderStatus } from '@shared/domain';
import { can } from '@shared/permissions';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { needsSupervisor, STATUS_TRANSITIONS, TRANSITION_ACTIONS } from '@shared/work-order-rules';

export interface Actor {
  id: string;
  role: Role;
}

export interface StatusAction {
  to: WorkOrderStatus;
  label: string;
  /** The forward step is the big primary button; hand back and reopen are secondary. */
  isPrimary: boolean;
  /** new → assigned happens by choosing a technician, not by a bare status change. */
  needsAssignee: boolean;
}

/** Supervisors and up work on any order; technicians only on orders assigned to them. */
export function canWorkOn(order: Pick<WorkOrder, 'assignedTo'>, actor: Actor): boolean {
  if (can(actor.role, 'workOrders.update')) return true;
  return can(actor.role, 'workOrders.updateAssigned') && order.assignedTo === actor.id;
}

/** Signed-off orders are a record, not a job: their checklist, parts and labour stay as they were. */
export function isSignedOff(status: WorkOrderStatus): boolean {
  return status === 'verified' || status === 'closed';
}

/**
 * The status buttons this person may press on this order (STATUS_TRANSITIONS, with
 * needsSupervisor() and "technicians only on orders assigned to them").
 */
export function statusActions(order: Pick<WorkOrder, 'status' | 'assignedTo'>, actor: Actor): StatusAction[] {
  if (!canWorkOn(order, actor)) return [];
  // A new order moves on only by being assigned, which only those who assign may do.
  if (order.status === 'new' && !can(actor.role, 'workOrders.assign')) return [];
  return STATUS_TRANSITIONS[order.status]
    .filter((to) => !needsSupervisor(order.status, to) || can(actor.role, 'workOrders.update'))
    .map((to, index) => ({
      to,
      label: TRANSITION_ACTIONS[`${order.status}>${to}`] ?? to,
      isPrimary: index === 0,
      needsAssignee: order.status === 'new' && to === 'assigned',
    }));
}
