import type { LocationTreeNode } from '@shared/schemas/locations';

let sequence = 0;

/** A node of `GET /api/locations/tree`; each call gets its own id unless one is given. */
export function buildLocationNode(overrides: Partial<LocationTreeNode> = {}): LocationTreeNode {
  sequence += 1;
  return {
    id: `4c0a7e00-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Location ${sequence}`,
    code: `L${sequence}`,
    kind: 'other',
    parentId: null,
    organizationId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0b01',
    warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
    equipmentCount: 0,
    childCount: 0,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    version: 1,
    depth: 0,
    subtreeEquipmentCount: 0,
    ...overrides,
  };
}
