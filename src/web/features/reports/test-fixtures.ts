import type { Downtime } from '@shared/schemas/downtime';
import type { MonthlySummary, WorkOrderSheet, WorkOrderSheets } from '@shared/schemas/reports';
import type { LaborEntry, PartsUsage } from '@shared/schemas/work-order-activity';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { buildChecklistItem } from '@web/test/checklist-fixtures';

/** Records as the reports API answers them, for the component tests of this feature. */

const ORDER_A = '3f1c2a4e-0000-4000-8000-00000000000a';
const ORDER_B = '3f1c2a4e-0000-4000-8000-00000000000b';

export function buildPartsUsage(overrides: Partial<PartsUsage> = {}): PartsUsage {
  return {
    id: '7b1c2a4e-0000-4000-8000-000000000001',
    workOrderId: ORDER_A,
    partId: '7b1c2a4e-0000-4000-8000-0000000000p1',
    partNumber: 'SEAL-CR32',
    partName: 'Mechanical shaft seal CR 32',
    quantity: 2,
    unitCost: '129.00',
    usedBy: null,
    usedByName: 'Tom Rivera',
    note: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function buildLaborEntry(overrides: Partial<LaborEntry> = {}): LaborEntry {
  return {
    id: '7c1c2a4e-0000-4000-8000-000000000001',
    workOrderId: ORDER_A,
    userId: '7c1c2a4e-0000-4000-8000-0000000000u1',
    userName: 'Tom Rivera',
    startedAt: '2026-03-02T08:00:00.000Z',
    endedAt: '2026-03-02T09:30:00.000Z',
    minutes: 90,
    note: null,
    ...overrides,
  };
}

export function buildDowntime(overrides: Partial<Downtime> = {}): Downtime {
  return {
    id: '7d1c2a4e-0000-4000-8000-000000000001',
    equipmentId: '3f1c2a4e-0000-4000-8000-0000000000e1',
    equipmentAssetTag: 'PMP-001',
    equipmentName: 'Boiler feed pump',
    workOrderId: ORDER_A,
    workOrderFoNumber: 'WO-2026-042',
    reasonCode: 'breakdown',
    reasonLabel: 'Mechanical breakdown',
    planned: false,
    stopsChildren: false,
    startedAt: '2026-03-02T07:00:00.000Z',
    endedAt: '2026-03-02T10:00:00.000Z',
    durationHours: 3,
    note: null,
    openedByName: 'Dana Planner',
    closedByName: 'Tom Rivera',
    createdAt: '2026-03-02T07:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    version: 2,
    ...overrides,
  };
}

/** Two orders: an open one with a checklist, parts, labour and downtime; a new one with nothing yet. */
export function buildSheets(): WorkOrderSheets {
  const first: WorkOrderSheet = {
    workOrder: buildWorkOrder({
      id: ORDER_A,
      foNumber: 'WO-2026-042',
      status: 'in_progress',
      priority: 'high',
      assignedTo: '7c1c2a4e-0000-4000-8000-0000000000u1',
      assigneeName: 'Tom Rivera',
      dueDate: '2026-03-05T16:00:00.000Z',
      notes: 'Spare seal is on shelf B4.',
    }),
    checklist: [
      buildChecklistItem({
        status: 'done',
        completedByName: 'Tom Rivera',
        completedAt: '2026-03-02T08:10:00.000Z',
      }),
      buildChecklistItem({
        id: '7a1c2a4e-0000-4000-8000-000000000002',
        position: 1,
        description: 'Replace the mechanical seal',
      }),
    ],
    partsUsage: [buildPartsUsage()],
    labor: [buildLaborEntry()],
    downtime: [buildDowntime()],
  };
  const second: WorkOrderSheet = {
    workOrder: buildWorkOrder({
      id: ORDER_B,
      foNumber: 'WO-2026-043',
      type: 'preventive',
      priority: 'medium',
      description: 'Quarterly inspection of the air compressor',
      equipmentAssetTag: 'CMP-001',
      equipmentDescription: 'Main plant air compressor',
      area: 'Compressor House',
    }),
    checklist: [],
    partsUsage: [],
    labor: [],
    downtime: [],
  };
  return {
    warehouseName: 'Main Plant',
    currency: 'EUR',
    printedAt: '2026-03-03T09:00:00.000Z',
    sheets: [first, second],
    missingIds: [],
  };
}

export function buildMonthlySummary(overrides: Partial<MonthlySummary> = {}): MonthlySummary {
  return {
    month: '2026-02',
    warehouseName: 'Main Plant',
    currency: 'EUR',
    period: { days: 28, from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' },
    workOrders: {
      created: 48,
      completed: 41,
      openAtEnd: 12,
      overdueAtEnd: 3,
      byType: { preventive: 20, corrective: 25, emergency: 3 },
    },
    pm: { complianceRate: 92.5, scheduled: 20, completedOnTime: 18 },
    reliability: { fleetAvailability: 97.8, mtbf: 312, mttr: 2.4, failures: 6, downtimeHours: 31.5 },
    downtimeByReason: [
      { reasonLabel: 'Mechanical breakdown', hours: 18.5, stops: 4 },
      { reasonLabel: 'Planned maintenance', hours: 13, stops: 5 },
    ],
    topDowntime: [
      {
        equipmentId: '3f1c2a4e-0000-4000-8000-0000000000e1',
        assetNumber: 'PMP-001',
        name: 'Boiler feed pump',
        hours: 12.25,
      },
    ],
    costs: { laborHours: 160, labor: 10400, parts: 3250.5, total: 13650.5, budget: 15000 },
    ...overrides,
  };
}
