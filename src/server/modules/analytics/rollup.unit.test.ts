import { describe, expect, it } from 'vitest';
import type { EquipmentFigures } from './equipment-figures';
import { rollupOf } from './rollup';

const figures = (values: {
  hasHistory: boolean;
  trackedHours: number;
  downtimeHours: number;
  failures: number;
  laborMinutes: number;
  partsCost: number;
  orders: [number, number, number, number];
}): EquipmentFigures => {
  const [total, preventive, corrective, emergency] = values.orders;
  return {
    hasHistory: values.hasHistory,
    trackedHours: values.trackedHours,
    downtimeHours: values.downtimeHours,
    failures: values.failures,
    spent: { labor_minutes: values.laborMinutes, parts_cost: values.partsCost },
    record: {
      totalWorkOrders: total,
      preventiveWorkOrders: preventive,
      correctiveWorkOrders: corrective,
      emergencyWorkOrders: emergency,
    },
  } as EquipmentFigures;
};

describe('rollupOf', () => {
  it('adds the rows up and weighs availability by tracked time', () => {
    const rollup = rollupOf(
      [
        figures({
          hasHistory: true,
          trackedHours: 720,
          downtimeHours: 72,
          failures: 2,
          laborMinutes: 90,
          partsCost: 12.5,
          orders: [3, 1, 1, 1],
        }),
        figures({
          hasHistory: true,
          trackedHours: 80,
          downtimeHours: 40,
          failures: 1,
          laborMinutes: 30,
          partsCost: 0,
          orders: [1, 0, 1, 0],
        }),
        figures({
          hasHistory: false,
          trackedHours: 0,
          downtimeHours: 0,
          failures: 0,
          laborMinutes: 0,
          partsCost: 0,
          orders: [0, 0, 0, 0],
        }),
      ],
      40,
    );
    expect(rollup).toEqual({
      equipmentCount: 3,
      withHistoryCount: 2,
      trackedHours: 800,
      downtimeHours: 112,
      // 100 × (1 − 112 ÷ 800) = 86; the mean of 90 % and 50 % would say 70.
      availability: 86,
      failures: 3,
      workOrders: { total: 4, preventive: 1, corrective: 2, emergency: 1 },
      // 120 min = 2 h × 40 = 80, parts 12.50
      costs: { laborHours: 2, labor: 80, parts: 12.5, total: 92.5 },
    });
  });

  it('has no availability without history and no labour price without a rate', () => {
    const rollup = rollupOf(
      [
        figures({
          hasHistory: false,
          trackedHours: 0,
          downtimeHours: 0,
          failures: 0,
          laborMinutes: 60,
          partsCost: 5,
          orders: [0, 0, 0, 0],
        }),
      ],
      null,
    );
    expect(rollup).toMatchObject({
      availability: null,
      costs: { laborHours: 1, labor: null, parts: 5, total: 5 },
    });
  });
});
