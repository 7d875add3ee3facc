import type { PublicProfile } from '@shared/schemas/profiles';
import type { Vendor } from '@shared/schemas/vendors';
import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { conflictRows, type ConflictField, type ConflictRow } from '@web/components/edit-dialog';
import { formatFullName } from '@web/lib/formatting';
import { PRIORITY_LABELS } from '@web/components/work-orders/priority-badge';
import { TYPE_LABELS } from '@web/components/work-orders/labels';
import type { Priority, WorkOrderType } from '@shared/domain';

const FIELDS: readonly ConflictField[] = [
  { name: 'foNumber', label: 'FO Number' },
  { name: 'type', label: 'Type', format: (value) => TYPE_LABELS[value as WorkOrderType] },
  { name: 'equipmentId', label: 'Equipment' },
  { name: 'description', label: 'Description' },
  { name: 'priority', label: 'Priority', format: (value) => PRIORITY_LABELS[value as Priority] },
  { name: 'area', label: 'Area' },
  { name: 'assetModel', label: 'Asset Model' },
  { name: 'dueDate', label: 'Due Date' },
  { name: 'estimatedHours', label: 'Estimated Hours' },
  { name: 'assignedTo', label: 'Assignee' },
  { name: 'vendorId', label: 'Vendor / contractor' },
  { name: 'notes', label: 'Additional Notes' },
];

/** Names, not ids: the people and records an order points at, as each side would show them. */
export function workOrderConflictRows(
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
  return conflictRows(FIELDS, shownCurrent, shownMine);
}
