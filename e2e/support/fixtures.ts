import type { Database } from '../../src/server/db/client';
import { equipment, parts } from '../../src/server/db/schema';

/**
 * Equipment and parts every journey may use (through the factories' tables, never the demo
 * seed). Tests that change them create their own instead.
 */
export const FIXTURE_EQUIPMENT = [
  {
    assetTag: 'PMP-E2E-01',
    name: 'Cooling water pump 1',
    model: 'Grundfos CR 32-2',
    area: 'Boiler Room',
    description: 'Cooling water circulation pump, line 1',
  },
  {
    assetTag: 'CMP-E2E-01',
    name: 'Air compressor 1',
    model: 'Atlas Copco GA37',
    area: 'Compressor House',
    description: 'Main plant air compressor',
  },
  {
    assetTag: 'CNV-E2E-01',
    name: 'Infeed conveyor',
    model: 'Hytrol E24',
    area: 'Packaging',
    description: 'Packaging line infeed conveyor',
  },
] as const;

export const FIXTURE_PARTS = [
  {
    partNumber: 'BRG-6204',
    name: 'Deep groove ball bearing 6204',
    category: 'mechanical',
    unitCost: '8.40',
    stockLevel: 40,
    reorderPoint: 10,
  },
  {
    partNumber: 'FLT-AIR-37',
    name: 'Air filter element GA37',
    category: 'pneumatic',
    unitCost: '56.00',
    stockLevel: 6,
    reorderPoint: 2,
  },
  {
    partNumber: 'SEAL-CR32',
    name: 'Mechanical shaft seal CR 32',
    category: 'mechanical',
    unitCost: '129.00',
    stockLevel: 3,
    reorderPoint: 2,
  },
] as const;

export async function insertFixtures(
  db: Database,
  organizationId: string,
  warehouseId: string,
): Promise<void> {
  await db.insert(equipment).values(FIXTURE_EQUIPMENT.map((e) => ({ ...e, organizationId, warehouseId })));
  await db
    .insert(parts)
    .values(FIXTURE_PARTS.map((p) => ({ ...p, organizationId, warehouseId, location: 'Store A' })));
}
