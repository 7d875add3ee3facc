import type { PublicProfile } from '@shared/schemas/profiles';
import type { Vendor } from '@shared/schemas/vendors';
import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { conflictRows, type ConflictField, type ConflictRow } from '@web/components/edit-dialog';
import { formatFullName } from '@web/lib/formatting';
import { PRIORITY_LABELS } from '@web/components/work-orders/priority-badge';
import { TYPE_LABELS } from '@web/components/work-orders/labels';
import type { Priority, WorkOrderType } from '@shared/domain';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { workOrdersMessages } from '../messages';

const FIELDS = [
  { name: 'foNumber', label: 'field.foNumber' },
  { name: 'type', label: 'field.type', format: (value: unknown) => TYPE_LABELS[value as WorkOrderType] },
  { name: 'equipmentId', label: 'field.equipment' },
  { name: 'description', label: 'field.description' },
  {
    name: 'priority',
    label: 'field.priority',
    format: (value: unknown) => PRIORITY_LABELS[value as Priority],
  },
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
  t: TextsOf<typeof workOrdersMessages>,
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
  const fields: ConflictField[] = FIELDS.map((field) => ({ ...field, label: t(field.label) }));
  return conflictRows(fields, shownCurrent, shownMine);
}
