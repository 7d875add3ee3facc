import { lineStep } from '@shared/procedure-lines';
import type { SessionUser } from '@shared/schemas/auth';
import type { Part } from '@shared/schemas/parts';
import type {
  ChecklistItem,
  CreateChecklistItem,
  CreateLaborEntry,
  CreatePartsUsage,
  LaborEntry,
  PartsUsage,
} from '@shared/schemas/work-order-activity';
import type { CreateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import { formatFullName } from '@web/lib/formatting';

/**
 * The records a change made offline stands for until the server has it (issue 11): the shape
 * the API answers, with the defaults the server would give (core spec §4: a new order is
 * new, not escalated, not a follow-up) and the names the screen already knows.
 */

export interface Names {
  equipmentAssetTag?: string | null;
  equipmentDescription?: string | null;
  assigneeName?: string | null;
  vendorName?: string | null;
}

export function pendingWorkOrder(
  id: string,
  input: CreateWorkOrder,
  user: SessionUser | null,
  names: Names = {},
  now = new Date(),
): WorkOrder {
  const body = jsonBody(input) as Partial<Record<keyof CreateWorkOrder, string | number>>;
  const text = (value: string | number | undefined) => (typeof value === 'string' ? value : null);
  return {
    id,
    foNumber: input.foNumber,
    type: input.type,
    description: input.description,
    area: input.area ?? null,
    assetModel: input.assetModel ?? null,
    priority: input.priority,
    status: input.assignedTo ? 'assigned' : 'new',
    equipmentId: input.equipmentId ?? null,
    equipmentAssetTag: names.equipmentAssetTag ?? null,
    equipmentDescription: names.equipmentDescription ?? null,
    assignedTo: input.assignedTo ?? null,
    assigneeName: names.assigneeName ?? null,
    requestedBy: user?.id ?? null,
    requesterName: user ? formatFullName(user) : null,
    vendorId: input.vendorId ?? null,
    vendorName: names.vendorName ?? null,
    warehouseId: user?.warehouseId ?? '',
    dueDate: text(body.dueDate),
    estimatedHours: input.estimatedHours ?? null,
    scheduledStart: null,
    scheduledHours: input.estimatedHours ?? null,
    lateAsPlanned: false,
    notes: input.notes ?? null,
    escalated: false,
    escalationLevel: 0,
    followUp: false,
    parentWorkOrderId: null,
    pmTemplateId: null,
    procedure: null,
    flagged: false,
    problemCode: null,
    problemLabel: null,
    causeCode: null,
    causeLabel: null,
    remedyCode: null,
    remedyLabel: null,
    completionNote: null,
    startedAt: null,
    completedAt: null,
    verifiedBy: null,
    verifiedAt: null,
    satisfactionRating: null,
    closedAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
}

export function pendingChecklistItem(
  id: string,
  workOrderId: string,
  item: CreateChecklistItem & { description: string },
  position: number,
  meter: ChecklistItem['meter'] = null,
): ChecklistItem {
  return {
    id,
    workOrderId,
    position: item.position ?? position,
    description: item.description,
    meter,
    reading: null,
    step: lineStep(id, item.description, meter),
    section: null,
    answer: null,
    status: 'pending',
    note: null,
    completedBy: null,
    completedByName: null,
    completedAt: null,
    followUpWorkOrderId: null,
    version: 1,
  };
}

export function pendingPartsUsage(
  id: string,
  workOrderId: string,
  usage: CreatePartsUsage,
  part: Pick<Part, 'partNumber' | 'name' | 'unitCost'>,
  user: SessionUser | null,
  now = new Date(),
): PartsUsage {
  return {
    id,
    workOrderId,
    partId: usage.partId,
    partNumber: part.partNumber,
    partName: part.name,
    quantity: usage.quantity,
    unitCost: String(part.unitCost),
    usedBy: user?.id ?? null,
    usedByName: user ? formatFullName(user) : null,
    note: usage.note ?? null,
    createdAt: now.toISOString(),
  };
}

/** Hours worked end now (as the server records them); no hours starts a timer now. */
export function pendingLaborEntry(
  id: string,
  workOrderId: string,
  entry: CreateLaborEntry,
  user: SessionUser | null,
  now = new Date(),
): LaborEntry {
  const minutes = entry.hours === undefined ? null : Math.round(entry.hours * 60);
  return {
    id,
    workOrderId,
    userId: user?.id ?? '',
    userName: user ? formatFullName(user) : '',
    startedAt: new Date(now.getTime() - (minutes ?? 0) * 60_000).toISOString(),
    endedAt: minutes === null ? null : now.toISOString(),
    minutes,
    note: entry.note ?? null,
  };
}

export function stoppedLaborEntry(entry: LaborEntry, now = new Date()): LaborEntry {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(entry.startedAt).getTime()) / 60_000));
  return { ...entry, endedAt: now.toISOString(), minutes };
}
