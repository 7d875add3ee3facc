import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';

/** A request body as it travels: plain JSON, dates as ISO text (the queue keeps it in IndexedDB). */
export function jsonBody(value: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * The order as it will be once the server has the change, shown until it has: the changes
 * applied. The version stays the one the person saw: a second edit made offline carries it
 * too, and the replayer gives it the version the first one is saved as (ADR 31).
 */
export function pendingWorkOrderUpdate(
  order: WorkOrder,
  changes: UpdateWorkOrder,
  now = new Date(),
): WorkOrder {
  // "Back in service" is an instruction that goes with the completion, not a field of the order.
  const { backInService: _instruction, ...fields } = changes;
  const next = { ...order, ...jsonBody(fields), updatedAt: now.toISOString() };
  // The server moves a new order to assigned when it gets an assignee (plan-update.ts).
  if (changes.assignedTo && !changes.status && order.status === 'new') next.status = 'assigned';
  if (changes.status === 'in_progress' && !order.startedAt) next.startedAt = now.toISOString();
  return next as WorkOrder;
}
