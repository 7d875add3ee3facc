import type { Attachment } from '@shared/schemas/attachments';
import type { Equipment } from '@shared/schemas/equipment';

const WAREHOUSE_ID = '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01';
const ORGANIZATION_ID = '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0b01';

let sequence = 0;

/** An equipment record as the API answers it; each call gets its own id. */
export function buildEquipment(overrides: Partial<Equipment> = {}): Equipment {
  sequence += 1;
  const id = `9e1a7c3e-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    assetTag: `PMP-${String(sequence).padStart(3, '0')}`,
    name: 'Cooling water pump',
    model: 'Grundfos CR 32-2',
    description: 'Cooling water circulation pump, line 1',
    area: 'Boiler Room',
    locationId: null,
    parentId: null,
    childCount: 0,
    status: 'active',
    criticality: 'medium',
    installDate: null,
    warrantyExpiry: null,
    manufacturer: 'Grundfos',
    serialNumber: null,
    specifications: null,
    organizationId: ORGANIZATION_ID,
    warehouseId: WAREHOUSE_ID,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    deletedAt: null,
    createdBy: null,
    updatedBy: null,
    qrCode: `/api/equipment/${id}/qr`,
    version: 1,
    ...overrides,
  };
}

export function buildAttachment(overrides: Partial<Attachment> = {}): Attachment {
  sequence += 1;
  const id = `9e1a7c3e-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    fileUrl: `/api/attachments/${id}/file`,
    thumbnailUrl: null,
    fileName: 'pump-nameplate.pdf',
    fileSize: 48_213,
    fileType: 'application/pdf',
    uploadedBy: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0001',
    uploadedByName: 'Dana Planner',
    createdAt: '2026-01-05T08:00:00.000Z',
    workOrderId: null,
    equipmentId: null,
    pmTemplateId: null,
    vendorId: null,
    ...overrides,
  };
}
