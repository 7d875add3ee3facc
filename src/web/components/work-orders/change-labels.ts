import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { isChangeKey, wordChange, type ChangeName } from '@web/components/offline/change-wording';

/**
 * What a change to an order is called in the change queue, by what the person did: "Start
 * WO-2026-042", "Complete …", "Assign …" (issue 22: every queued status change read "Edit work
 * order"). A status move takes the verb of its button ("Start work" is a start).
 */
export function workOrderChangeLabel(
  order: Pick<WorkOrder, 'foNumber' | 'status'>,
  changes: UpdateWorkOrder,
): ChangeName {
  const values = { foNumber: order.foNumber };
  if (changes.status && changes.status !== order.status) {
    const move = `change.workOrder.${order.status}>${changes.status}`;
    return wordChange(isChangeKey(move) ? move : 'change.workOrder.moveOn', values);
  }
  if (changes.assignedTo !== undefined)
    return wordChange(changes.assignedTo ? 'change.workOrder.assign' : 'change.workOrder.unassign', values);
  return wordChange('change.workOrder.edit', values);
}
