import { describe, expect, it } from 'vitest';
import type { EquipmentPerformance } from '../../../shared/schemas/analytics';
import type { DowntimeTotals, OrderTotals } from './equipment.repository';
import { byAttention, equipmentFigures, fleetFigures, isInsight } from './equipment-figures';

const from = new Date('2026-04-15T12:00:00Z');
const mid = new Date('2026-04-30T12:00:00Z');
const to = new Date('2026-05-15T12:00:00Z');
const HOUR = 3600;

const equipment = (values: Partial<DowntimeTotals> = {}): DowntimeTotals => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Pump',
  asset_tag: 'P-1',
  location_id: null,
  parent_id: null,
  status: 'active',
  criticality: 'medium',
  tracked_from: from,
  has_downtime: true,
  is_down: false,
  down_seconds: 0,
  down_seconds_first: 0,
  down_seconds_second: 0,
  failures: 0,
  failures_first: 0,
  failures_second: 0,
  recent_failures: 0,
  repair_seconds: 0,
  repairs: 0,
  ...values,
});

const orders = (values: Partial<OrderTotals> = {}): OrderTotals => ({
  id: '00000000-0000-4000-8000-000000000001',
  has_order: true,
  total_orders: 0,
  preventive_orders: 0,
  corrective_orders: 0,
  emergency_orders: 0,
  overdue_pms: 0,
  failures: 0,
  failures_first: 0,
  failures_second: 0,
  recent_failures: 0,
  repair_seconds: 0,
  repairs: 0,
  ...values,
});

const figuresOf = (
  down: Partial<DowntimeTotals>,
  ordered?: Partial<OrderTotals>,
  laborRate: number | null = 60,
) =>
  equipmentFigures(
    {
      equipment: equipment(down),
      orders: ordered ? orders(ordered) : undefined,
      spent: { labor_minutes: 90, parts_cost: 20.4 },
    },
    { from, to, mid },
    laborRate,
  );

describe('an equipment’s record', () => {
  it('adds the stops and the orders without one as failures', () => {
    // 720 h tracked, 36 h down (24 in the first half): 95 %; 2 stops (6 h, 2 h) + 1 order (4 h).
    const { record } = figuresOf(
      {
        down_seconds: 36 * HOUR,
        down_seconds_first: 24 * HOUR,
        down_seconds_second: 12 * HOUR,
        failures: 2,
        failures_first: 1,
        failures_second: 1,
        recent_failures: 2,
        repair_seconds: 8 * HOUR,
        repairs: 2,
      },
      { failures: 1, failures_second: 1, recent_failures: 1, repair_seconds: 4 * HOUR, repairs: 1 },
    );
    expect(record.availability).toBe(95);
    expect(record.failures).toBe(3);
    // (720 − 36) ÷ 3 = 228
    expect(record.mtbf).toBe(228);
    // (8 + 4) ÷ 3 = 4
    expect(record.mttr).toBe(4);
    // 1.5 h × 60 + 20.40 = 110.4 → 110
    expect(record.maintenanceCost).toBe(110);
    // Halves of 360 h: 100 × (1 − 24 ÷ 360) = 93.33 against 96.67: improving; MTBF 336 against
    // (360 − 12) ÷ 2 = 174: declining.
    expect(record.trends).toEqual({ availabilityTrend: 'improving', mtbfTrend: 'declining' });
  });

  it('has no figures without history, and none before it is tracked', () => {
    const none = figuresOf({ has_downtime: false });
    expect(none.hasHistory).toBe(false);
    expect(none.record).toMatchObject({ availability: null, healthScore: null, maintenanceCost: null });
    // Created at the window's end: no tracked time, so no history even with records.
    expect(figuresOf({ tracked_from: to }, {}).hasHistory).toBe(false);
  });

  it('prices parts only while the labour rate is not set', () => {
    expect(figuresOf({}, {}, null).record.maintenanceCost).toBe(20);
  });
});

describe('the fleet', () => {
  it('means repairs over every failure, not over the equipment’s means', () => {
    const a = figuresOf({ failures: 1, repair_seconds: 10 * HOUR, repairs: 1 });
    const b = figuresOf({ failures: 3, repair_seconds: 6 * HOUR, repairs: 3 });
    // (10 + 6) ÷ 4 = 4, not (10 + 2) ÷ 2 = 6; MTBF (720 + 720) ÷ 4 = 360.
    expect(fleetFigures([a, b])).toMatchObject({ mttr: 4, mtbf: 360, failures: 4, availability: 100 });
  });
});

const record = (values: Partial<EquipmentPerformance>) => ({ ...figuresOf({}).record, ...values });

describe('order and insights', () => {
  it('puts the most critical first, then the least healthy, then none, then by asset number', () => {
    const list = [
      record({ assetNumber: 'C', criticalityScore: 4, healthScore: null }),
      record({ assetNumber: 'B', criticalityScore: 4, healthScore: 90 }),
      record({ assetNumber: 'A', criticalityScore: 4, healthScore: null }),
      record({ assetNumber: 'D', criticalityScore: 4, healthScore: 60 }),
      record({ assetNumber: 'E', criticalityScore: 9.5, healthScore: 99 }),
    ];
    expect(list.sort(byAttention).map((r) => r.assetNumber)).toEqual(['E', 'D', 'B', 'A', 'C']);
  });

  it('takes health under 80 or declining availability as an insight', () => {
    expect(isInsight(record({ healthScore: 79 }))).toBe(true);
    expect(isInsight(record({ healthScore: 80 }))).toBe(false);
    expect(isInsight(record({ healthScore: null }))).toBe(false);
    const declining = { availabilityTrend: 'declining', mtbfTrend: 'stable' } as const;
    expect(isInsight(record({ healthScore: 95, trends: declining }))).toBe(true);
  });
});
