import type { CalendarEntry, Compliance, PmTemplate, SchedulerStatus } from '@shared/schemas/pm';

/** API answers for the preventive-maintenance component tests. */

let sequence = 0;
const nextId = (group: string) => {
  sequence += 1;
  return `7a2d4c1e-0000-4000-${group}-${String(sequence).padStart(12, '0')}`;
};

export type EquipmentComplianceFixture = Compliance['equipmentCompliance'][number];

export function buildEquipmentCompliance(
  overrides: Partial<EquipmentComplianceFixture> = {},
): EquipmentComplianceFixture {
  return {
    equipmentId: nextId('8000'),
    assetTag: 'PMP-001',
    model: 'Grundfos CR 32-2',
    complianceRate: 100,
    lastPMDate: '2026-04-20T09:00:00.000Z',
    nextPMDate: '2026-05-20T09:00:00.000Z',
    overdueCount: 0,
    ...overrides,
  };
}

export function buildCompliance(overrides: Partial<Compliance> = {}): Compliance {
  return {
    overallComplianceRate: 88.9,
    totalPMsCompleted: 16,
    totalPMsScheduled: 18,
    completedOnTime: 16,
    overdueCount: 2,
    period: { days: 30, from: '2026-04-10T00:00:00.000Z', to: '2026-05-10T00:00:00.000Z' },
    monthlyTrends: [
      { month: '2025-12', complianceRate: null, completed: 0, scheduled: 0 },
      { month: '2026-01', complianceRate: 100, completed: 4, scheduled: 4 },
      { month: '2026-02', complianceRate: 80, completed: 4, scheduled: 5 },
      { month: '2026-03', complianceRate: 90, completed: 9, scheduled: 10 },
      { month: '2026-04', complianceRate: 95, completed: 19, scheduled: 20 },
      { month: '2026-05', complianceRate: 87.5, completed: 7, scheduled: 8 },
    ],
    equipmentCompliance: [
      buildEquipmentCompliance({ assetTag: 'PMP-001', complianceRate: 100 }),
      buildEquipmentCompliance({
        assetTag: 'CMP-001',
        model: 'Atlas Copco GA37',
        complianceRate: 90,
        overdueCount: 1,
      }),
      buildEquipmentCompliance({
        assetTag: 'CNV-001',
        model: 'Hytrol E24',
        complianceRate: 50,
        lastPMDate: null,
        nextPMDate: null,
        overdueCount: 1,
      }),
    ],
    equipmentTotal: 3,
    equipmentNextCursor: null,
    usageBased: { templates: 0, openOrders: 0 },
    ...overrides,
  };
}

export function buildTemplate(overrides: Partial<PmTemplate> = {}): PmTemplate {
  return {
    id: nextId('9000'),
    model: 'Grundfos CR 32-2',
    component: 'Mechanical seal',
    action: 'Inspect for leaks and replace if weeping',
    frequency: 'monthly',
    estimatedDuration: 45,
    description: 'Isolate the pump before opening the seal housing.',
    customFields: { 'Seal kit': 'SEAL-CR32' },
    checklist: ['Lock out and tag out the pump', 'Inspect the seal faces'],
    procedureId: null,
    active: true,
    triggerKind: 'calendar',
    meterName: null,
    usageInterval: null,
    gaugeDirection: null,
    gaugeThreshold: null,
    firstDueOn: '2026-01-10',
    lastDoneOn: null,
    nextDueAt: '2026-05-20T09:00:00.000Z',
    matchingEquipment: 2,
    createdAt: '2026-01-10T08:00:00.000Z',
    updatedAt: '2026-01-10T08:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export function buildSchedulerStatus(overrides: Partial<SchedulerStatus> = {}): SchedulerStatus {
  return {
    isRunning: true,
    lastRun: '2026-05-10T09:00:00.000Z',
    nextRun: '2026-05-10T10:00:00.000Z',
    lastGenerated: 2,
    ...overrides,
  };
}

export function buildCalendarEntry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  const kind = overrides.kind ?? 'work_order';
  return {
    date: '2026-05-12',
    kind,
    workOrderId: kind === 'work_order' ? nextId('a000') : null,
    foNumber: kind === 'work_order' ? 'WO-2026-101' : null,
    status: kind === 'work_order' ? 'assigned' : null,
    templateId: nextId('9000'),
    equipmentId: nextId('8000'),
    assetTag: 'PMP-001',
    title: 'Mechanical seal: inspect for leaks',
    dueDate: '2026-05-12T08:00:00.000Z',
    waitsFor: null,
    earliest: null,
    latest: null,
    basis: null,
    ...overrides,
  };
}
