import { said } from '../i18n/error-texts/work-orders';
import type { WorkOrderStatus } from '../domain';
import { can } from '../permissions';
import { needsSupervisor } from '../work-order-rules';
import { allow, refuse, type Decision, type PolicyActor } from './decision';

/**
 * Record-level rules of work orders (issue 2 §6, issue 3), read by the services that enforce
 * them and by the screens that hide what a person may not do. Role rules alone live in
 * permissions.ts; these add "whose record is it".
 */

/** What technicians may change on an order assigned to them; the close-out goes with completing it. */
export const TECHNICIAN_FIELDS: ReadonlySet<string> = new Set([
  'status',
  'notes',
  'backInService',
  'problemCode',
  'causeCode',
  'remedyCode',
  'completionNote',
]);

/** Supervisors and up work on any order; technicians only on orders assigned to them. */
export function workOnOrder(actor: PolicyActor, order: { assignedTo: string | null }): Decision {
  if (can(actor, 'workOrders.update')) return allow;
  if (can(actor, 'workOrders.updateAssigned') && order.assignedTo === actor.userId) return allow;
  return refuse(said('workOrder.onlyAssignedRecord'));
}

/** The fields of a PATCH a person may change on this order. */
export function editOrderFields(
  actor: PolicyActor,
  order: { assignedTo: string | null },
  fields: readonly string[],
): Decision {
  if (can(actor, 'workOrders.update')) return allow;
  if (order.assignedTo !== actor.userId) return refuse(said('workOrder.onlyAssignedChange'));
  const refused = fields.filter((f) => !TECHNICIAN_FIELDS.has(f));
  return refused.length === 0
    ? allow
    : refuse(said('workOrder.technicianFields', { fields: refused.join(', ') }));
}

export function assignOrders(actor: PolicyActor): Decision {
  return can(actor, 'workOrders.assign') ? allow : refuse(said('workOrder.onlySupervisorsAssign'));
}

/** Verify, close and reopen sign work off: supervisors and up. */
export function moveOrder(actor: PolicyActor, from: WorkOrderStatus, to: WorkOrderStatus): Decision {
  return needsSupervisor(from, to) && !can(actor, 'workOrders.update')
    ? refuse(said('workOrder.onlySupervisorsVerify'))
    : allow;
}

/** Removing a checklist step is a planning change. */
export function removeChecklistStep(actor: PolicyActor): Decision {
  return can(actor, 'workOrders.update') ? allow : refuse(said('workOrder.onlySupervisorsRemoveSteps'));
}

/** A labour entry or a parts usage: the person who recorded it, or a supervisor and up. */
export function changeRecordedWork(
  actor: PolicyActor,
  entry: { recordedBy: string | null },
  what: 'labour entries' | 'parts usage',
): Decision {
  if (entry.recordedBy === actor.userId || can(actor, 'workOrders.update')) return allow;
  return refuse(what === 'labour entries' ? said('workOrder.onlyOwnLabour') : said('workOrder.onlyOwnParts'));
}
