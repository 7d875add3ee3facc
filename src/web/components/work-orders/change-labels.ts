import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { TRANSITION_ACTIONS } from '@shared/work-order-rules';

/**
 * What a change to an order is called in the change queue, by what the person did: "Start
 * WO-2026-042", "Complete …", "Assign …" (issue 22: every queued status change read "Edit work
 * order"). A status move takes the verb of its button ("Start work" is a start).
 */
export function workOrderChangeLabel(
  order: Pick<WorkOrder, 'foNumber' | 'status'>,
  changes: UpdateWorkOrder,
): string {
  const fo = order.foNumber;
  if (changes.status && changes.status !== order.status) {
    const action = TRANSITION_ACTIONS[`${order.status}>${changes.status}`];
    return action ? `${action.replace(/ work$/, '')} ${fo}` : `Move ${fo} on`;
  }
  if (changes.assignedTo !== undefined) return changes.assignedTo ? `Assign ${fo}` : `Unassign ${fo}`;
  return `Edit ${fo}`;
}
