import type { Vendor } from '@shared/schemas/vendors';

/** A vendor as the API answers it, for the vendors screen's component tests. */
export function buildVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: '9b1c2a4e-0000-4000-8000-000000000001',
    name: 'Nordic Bearings Ltd',
    type: 'supplier',
    email: 'orders@nordic-bearings.example',
    phone: '+1 555 0100',
    address: '12 Harbour Road, Portsmouth',
    contactPerson: 'Jane Doe',
    partsCount: 4,
    openWorkOrdersCount: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 3,
    ...overrides,
  };
}
