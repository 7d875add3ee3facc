import type { Downtime, DowntimeReason } from '@shared/schemas/downtime';

let sequence = 0;

/** A downtime record as the API answers it: a closed breakdown of PMP-001 unless told otherwise. */
export function buildDowntime(overrides: Partial<Downtime> = {}): Downtime {
  sequence += 1;
  return {
    id: `7d0c2a4e-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    equipmentId: '3f1c2a4e-0000-4000-8000-0000000000e1',
    equipmentAssetTag: 'PMP-001',
    equipmentName: 'Boiler feed pump',
    workOrderId: null,
    workOrderFoNumber: null,
    reasonCode: 'breakdown',
    reasonLabel: 'Breakdown',
    planned: false,
    stopsChildren: false,
    startedAt: '2026-03-02T08:00:00.000Z',
    endedAt: '2026-03-02T10:30:00.000Z',
    durationHours: 2.5,
    note: null,
    openedByName: 'Tom Rivera',
    closedByName: 'Dana Planner',
    createdAt: '2026-03-02T08:00:00.000Z',
    updatedAt: '2026-03-02T10:30:00.000Z',
    version: 2,
    ...overrides,
  };
}

const reason = (code: string, label: string, planned: boolean, position: number, active = true) => ({
  id: `7d0c2a4e-0000-4000-9000-${String(position).padStart(12, '0')}`,
  code,
  label,
  planned,
  position,
  active,
  version: 1,
});

/** The reasons every organization starts with, and one retired. */
export const REASONS: DowntimeReason[] = [
  reason('breakdown', 'Breakdown', false, 1),
  reason('planned_maintenance', 'Planned maintenance', true, 2),
  reason('waiting_for_parts', 'Waiting for parts', false, 3),
  reason('operator', 'Operator', false, 4),
  reason('utilities', 'Utilities', false, 5),
  reason('other', 'Other', false, 6),
  reason('power_cut', 'Power cut', false, 7, false),
];
