import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { isLateAsPlanned } from '../../../shared/work-order-rules';
import { toIso, toIsoOrNull } from '../../lib/dates';
import type { CloseOutKind } from '../../../shared/domain';
import type { WorkOrderRecord } from './work-orders.repository';

/** The hours planned for an order: as scheduled, else its estimate. */
function plannedHours(row: WorkOrderRecord['row']): number | null {
  const planned = row.scheduledHours ?? row.estimatedHours;
  return planned === null ? null : Number(planned);
}

export function toWorkOrderDto({
  row,
  assigneeName,
  requesterName,
  equipmentAssetTag,
  equipmentDescription,
  vendorName,
  procedure,
  closeOutCodes,
}: WorkOrderRecord): WorkOrder {
  // The service stores one code of each kind in its kind's column, so the kind names the column.
  const codeOf = (kind: CloseOutKind) => closeOutCodes?.find((c) => c.kind === kind);
  const problem = codeOf('problem');
  const cause = codeOf('cause');
  const remedy = codeOf('remedy');
  return {
    id: row.id,
    foNumber: row.foNumber,
    type: row.type,
    description: row.description,
    area: row.area,
    assetModel: row.assetModel,
    priority: row.priority,
    status: row.status,
    equipmentId: row.equipmentId,
    equipmentAssetTag,
    equipmentDescription,
    assignedTo: row.assignedTo,
    assigneeName,
    requestedBy: row.requestedBy,
    requesterName,
    vendorId: row.vendorId,
    vendorName,
    warehouseId: row.warehouseId,
    dueDate: toIsoOrNull(row.dueDate),
    estimatedHours: row.estimatedHours === null ? null : Number(row.estimatedHours),
    scheduledStart: toIsoOrNull(row.scheduledStart),
    scheduledHours: plannedHours(row),
    lateAsPlanned: isLateAsPlanned(row),
    notes: row.notes,
    escalated: row.escalated,
    escalationLevel: row.escalationLevel,
    followUp: row.followUp,
    parentWorkOrderId: row.parentWorkOrderId,
    pmTemplateId: row.pmTemplateId,
    procedure,
    flagged: row.flagged,
    problemCode: problem?.code ?? null,
    problemLabel: problem?.label ?? null,
    causeCode: cause?.code ?? null,
    causeLabel: cause?.label ?? null,
    remedyCode: remedy?.code ?? null,
    remedyLabel: remedy?.label ?? null,
    completionNote: row.completionNote,
    startedAt: toIsoOrNull(row.startedAt),
    completedAt: toIsoOrNull(row.completedAt),
    verifiedBy: row.verifiedBy,
    verifiedAt: toIsoOrNull(row.verifiedAt),
    satisfactionRating: row.satisfactionRating,
    closedAt: toIsoOrNull(row.closedAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}
