import type { PublicProfile } from '@shared/schemas/profiles';
import type { Vendor } from '@shared/schemas/vendors';
import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import {
  conflictRows,
  type ConflictField,
  type ConflictRow,
  type ConflictWords,
} from '@web/components/edit-dialog';
import { formatFullName } from '@web/lib/formatting';
import type { WorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import type { Priority, WorkOrderType } from '@shared/domain';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { workOrdersMessages } from '../messages';

const FIELDS = [
  { name: 'foNumber', label: 'field.foNumber' },
  { name: 'type', label: 'field.type' },
  { name: 'equipmentId', label: 'field.equipment' },
  { name: 'description', label: 'field.description' },
  { name: 'priority', label: 'field.priority' },
  { name: 'area', label: 'field.area' },
  { name: 'assetModel', label: 'field.assetModel' },
  { name: 'dueDate', label: 'field.dueDate' },
  { name: 'estimatedHours', label: 'field.estimatedHours' },
  { name: 'assignedTo', label: 'field.assignee' },
  { name: 'vendorId', label: 'field.vendor' },
  { name: 'notes', label: 'field.notes' },
] as const;

/** Names, not ids: the people and records an order points at, as each side would show them. */
export function workOrderConflictRows(
  words: { t: TextsOf<typeof workOrdersMessages>; labels: WorkOrderLabels; conflict: ConflictWords },
  current: WorkOrder,
  changes: UpdateWorkOrder,
  lookup: {
    technicians: readonly PublicProfile[] | undefined;
    vendors: readonly Vendor[] | undefined;
    equipmentLabel: string | null;
  },
): ConflictRow[] {
  const technician = lookup.technicians?.find((person) => person.id === changes.assignedTo);
  const vendor = lookup.vendors?.find((candidate) => candidate.id === changes.vendorId);
  const shownCurrent = {
    ...current,
    equipmentId: current.equipmentAssetTag,
    assignedTo: current.assigneeName,
    vendorId: current.vendorName,
  };
  const shownMine = {
    ...changes,
    ...('equipmentId' in changes ? { equipmentId: changes.equipmentId ? lookup.equipmentLabel : null } : {}),
    ...('assignedTo' in changes ? { assignedTo: technician ? formatFullName(technician) : null } : {}),
    ...('vendorId' in changes ? { vendorId: vendor?.name ?? null } : {}),
  };
  const formats: Partial<Record<string, (value: unknown) => string>> = {
    type: (value) => words.labels.type(value as WorkOrderType),
    priority: (value) => words.labels.priority(value as Priority),
  };
  const fields: ConflictField[] = FIELDS.map((field) => {
    const format = formats[field.name];
    return { ...field, label: words.t(field.label), ...(format ? { format } : {}) };
  });
  return conflictRows(fields, shownCurrent, shownMine, { words: words.conflict });
}
