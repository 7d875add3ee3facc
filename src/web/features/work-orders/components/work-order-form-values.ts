import { format } from 'date-fns';
import type { Priority, WorkOrderType } from '@shared/domain';
import type { CreateWorkOrder, UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { changedFields } from '@web/lib/forms';

/** What the form's inputs hold: text everywhere, as inputs do; the shared schema converts. */
export interface WorkOrderFormValues {
  foNumber: string;
  description: string;
  type: WorkOrderType;
  priority: Priority;
  equipmentId: string;
  assetModel: string;
  area: string;
  /** datetime-local text, in the browser's time zone. */
  dueDate: string;
  estimatedHours: string;
  notes: string;
  assignedTo: string;
  vendorId: string;
  /** New orders only: the equipment stopped, its downtime starts now. */
  equipmentDown: boolean;
  /** New orders only: the procedure issued with it (issue 25); '' for none. */
  procedureId: string;
}

export const FORM_FIELDS = [
  'foNumber',
  'description',
  'type',
  'priority',
  'equipmentId',
  'assetModel',
  'area',
  'dueDate',
  'estimatedHours',
  'notes',
  'assignedTo',
  'vendorId',
] as const satisfies readonly (keyof WorkOrderFormValues)[];

export function emptyFormValues(foNumber = ''): WorkOrderFormValues {
  return {
    foNumber,
    description: '',
    type: 'corrective',
    priority: 'medium',
    equipmentId: '',
    assetModel: '',
    area: '',
    dueDate: '',
    estimatedHours: '',
    notes: '',
    assignedTo: '',
    vendorId: '',
    equipmentDown: false,
    procedureId: '',
  };
}

export function toFormValues(order: WorkOrder): WorkOrderFormValues {
  return {
    foNumber: order.foNumber,
    description: order.description,
    type: order.type,
    priority: order.priority,
    equipmentId: order.equipmentId ?? '',
    assetModel: order.assetModel ?? '',
    area: order.area ?? '',
    dueDate: order.dueDate ? format(new Date(order.dueDate), "yyyy-MM-dd'T'HH:mm") : '',
    estimatedHours: order.estimatedHours === null ? '' : String(order.estimatedHours),
    notes: order.notes ?? '',
    assignedTo: order.assignedTo ?? '',
    vendorId: order.vendorId ?? '',
    equipmentDown: false,
    procedureId: '',
  };
}

/**
 * The PATCH body of an edit: only the fields the person changed, so a colleague's change to
 * another field is not overwritten. A field emptied by the person is sent as null (cleared).
 */
export function toChanges(
  values: CreateWorkOrder,
  dirty: Partial<Record<keyof WorkOrderFormValues, boolean | undefined>>,
): UpdateWorkOrder {
  return changedFields(values, dirty, FORM_FIELDS) as UpdateWorkOrder;
}
