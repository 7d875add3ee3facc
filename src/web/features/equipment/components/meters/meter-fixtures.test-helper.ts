import type { Meter, MeterForecast, Reading } from '@shared/schemas/meters';

/** API answers for the meter component tests. */

let sequence = 0;
const nextId = (group: string) => {
  sequence += 1;
  return `4b6e2c1a-0000-4000-${group}-${String(sequence).padStart(12, '0')}`;
};

export const EQUIPMENT = {
  id: '9e1a7c3e-0000-4000-8000-0000000000aa',
  warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
  assetTag: 'CMP-001',
};

export function buildMeter(overrides: Partial<Meter> = {}): Meter {
  return {
    id: nextId('8000'),
    equipmentId: EQUIPMENT.id,
    warehouseId: EQUIPMENT.warehouseId,
    name: 'Running hours',
    unit: 'h',
    kind: 'counter',
    minValue: null,
    maxValue: null,
    excursionRaisesWorkOrder: false,
    lastValue: 1310,
    lastReadAt: '2026-11-03T14:20:00.000Z',
    total: 12_310,
    excursionSince: null,
    excursionWorkOrderId: null,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-11-03T14:20:00.000Z',
    version: 4,
    ...overrides,
  };
}

export function buildReading(meterId: string, overrides: Partial<Reading> = {}): Reading {
  return {
    id: nextId('9000'),
    meterId,
    value: 1310,
    total: 12_310,
    readAt: '2026-11-03T14:20:00.000Z',
    source: 'manual',
    reset: null,
    workOrderId: null,
    note: null,
    readBy: null,
    readByName: 'Tom Rivera',
    createdAt: '2026-11-03T14:20:00.000Z',
    ...overrides,
  };
}

export function buildForecast(overrides: Partial<MeterForecast> = {}): MeterForecast {
  return {
    rate: 38.2,
    unit: 'h',
    nextDueAt: '2026-12-14T10:00:00.000Z',
    earliest: '2026-12-11T10:00:00.000Z',
    latest: '2026-12-19T10:00:00.000Z',
    basis: { readings: 40, days: 60, from: '2026-09-04T08:00:00.000Z', to: '2026-11-03T14:20:00.000Z' },
    reason: null,
    dueAtTotal: 12_500,
    usageInterval: 500,
    pmTemplateId: '7a2d4c1e-0000-4000-9000-000000000500',
    pmTitle: 'Compressor service',
    ...overrides,
  };
}
