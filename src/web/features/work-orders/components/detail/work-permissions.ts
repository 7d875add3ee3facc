import type { Role, WorkOrderStatus } from '@shared/domain';
import * as policy from '@shared/policies/work-orders';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { STATUS_TRANSITIONS } from '@shared/work-order-rules';

export interface Actor {
  id: string;
  role: Role;
}

export interface StatusAction {
  to: WorkOrderStatus;
  /** The forward step is the big primary button; hand back and reopen are secondary. */
  isPrimary: boolean;
  /** new → assigned happens by choosing a technician, not by a bare status change. */
  needsAssignee: boolean;
}

const asPolicyActor = (actor: Actor) => ({ userId: actor.id, role: actor.role });

/** Supervisors and up work on any order; technicians only on orders assigned to them. */
export function canWorkOn(order: Pick<WorkOrder, 'assignedTo'>, actor: Actor): boolean {
  return policy.workOnOrder(asPolicyActor(actor), order).allowed;
}

/** Signed-off orders are a record, not a job: their checklist, parts and labour stay as they were. */
export function isSignedOff(status: WorkOrderStatus): boolean {
  return status === 'verified' || status === 'closed';
}

/**
 * The status buttons this person may press on this order: STATUS_TRANSITIONS filtered by the
 * same policy the server enforces (shared/policies/work-orders.ts).
 */
export function statusActions(order: Pick<WorkOrder, 'status' | 'assignedTo'>, actor: Actor): StatusAction[] {
  const who = asPolicyActor(actor);
  if (!canWorkOn(order, actor)) return [];
  // A new order moves on only by being assigned, which only those who assign may do.
  if (order.status === 'new' && !policy.assignOrders(who).allowed) return [];
  return STATUS_TRANSITIONS[order.status]
    .filter((to) => policy.moveOrder(who, order.status, to).allowed)
    .map((to, index) => ({
      to,
      isPrimary: index === 0,
      needsAssignee: order.status === 'new' && to === 'assigned',
    }));
}
