import type { WorkOrder } from '@shared/schemas/work-orders';

/** A work order as the API answers it, for the component tests of every screen that shows one. */
export function buildWorkOrder(overrides: Partial<WorkOrder> = {}): WorkOrder {
  return {
    id: '3f1c2a4e-0000-4000-8000-000000000001',
    foNumber: 'WO-2026-042',
    type: 'corrective',
    description: 'Pump leaking at the mechanical seal',
    area: 'Boiler Room',
    assetModel: 'Grundfos CR 32-2',
    priority: 'high',
    status: 'new',
    equipmentId: '3f1c2a4e-0000-4000-8000-0000000000e1',
    equipmentAssetTag: 'PMP-001',
    assignedTo: null,
    assigneeName: null,
    requestedBy: '3f1c2a4e-0000-4000-8000-0000000000u1',
    requesterName: 'Dana Planner',
    warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
    dueDate: null,
    estimatedHours: null,
    notes: null,
    escalated: false,
    escalationLevel: 0,
    followUp: false,
    parentWorkOrderId: null,
    pmTemplateId: null,
    startedAt: null,
    completedAt: null,
    verifiedBy: null,
    verifiedAt: null,
    closedAt: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
