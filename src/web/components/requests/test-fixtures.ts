import type { WorkRequest } from '@shared/schemas/requests';

export function buildWorkRequest(overrides: Partial<WorkRequest> = {}): WorkRequest {
  return {
    id: '7d1e2a3b-0000-4000-8000-000000000001',
    number: 'R-2026-000001',
    status: 'received',
    description: 'Conveyor belt squeals and slips under load',
    location: null,
    stoppingWork: false,
    equipmentId: '7d1e2a3b-0000-4000-8000-0000000000e1',
    equipmentAssetTag: 'CNV-001',
    equipmentDescription: 'Packing line conveyor',
    requesterName: 'Sam Operator',
    requesterEmail: 'sam@example.com',
    requesterPhone: '+1 555 0101',
    workOrderId: null,
    workOrderFoNumber: null,
    rejectionReason: null,
    possibleDuplicate: null,
    photos: [],
    triagedByName: null,
    triagedAt: null,
    createdAt: '2026-03-12T09:00:00.000Z',
    updatedAt: '2026-03-12T09:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
