import type { Part, PartsSummary, StockMovement } from '@shared/schemas/parts';
import type { Vendor } from '@shared/schemas/vendors';

const WAREHOUSE_ID = '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01';

/** A part as the API answers it, for the inventory's component tests. */
export function buildPart(overrides: Partial<Part> = {}): Part {
  return {
    id: '7a1c2a4e-0000-4000-8000-000000000001',
    name: 'Deep groove ball bearing 6204',
    partNumber: 'BRG-6204',
    description: '20 × 47 × 14 mm, sealed',
    category: 'mechanical',
    unitOfMeasure: 'each',
    unitCost: '8.40',
    stockLevel: 40,
    reorderPoint: 10,
    reorderQuantity: null,
    maxStock: null,
    vendor: null,
    vendorId: null,
    location: 'Store A',
    warehouseId: WAREHOUSE_ID,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<PartsSummary> = {}): PartsSummary {
  return {
    totalParts: 3,
    lowStockItems: 1,
    outOfStockItems: 0,
    totalValue: '1234.50',
    categories: ['mechanical', 'pneumatic'],
    ...overrides,
  };
}

export function buildMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: '7a1c2a4e-0000-4000-8000-0000000000m1',
    partId: '7a1c2a4e-0000-4000-8000-000000000001',
    kind: 'receive',
    quantityDelta: 5,
    stockAfter: 45,
    reason: 'Delivery note 4711',
    workOrderId: null,
    workOrderFoNumber: null,
    userId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0001',
    userName: 'Dana Planner',
    unitCost: null,
    createdAt: '2026-03-02T09:30:00.000Z',
    occurredAt: null,
    ...overrides,
  };
}

export function buildVendorOption(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: '9b1c2a4e-0000-4000-8000-000000000001',
    name: 'Nordic Bearings Ltd',
    type: 'supplier',
    email: null,
    phone: null,
    address: null,
    contactPerson: null,
    partsCount: 0,
    openWorkOrdersCount: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
