import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KPI_TARGETS } from '../../../shared/constants';
import type {
  CostAnalysis,
  InventoryAnalytics,
  Kpis,
  MaintenanceTrends,
} from '../../../shared/schemas/analytics';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildAnalyticsHistory, d, NOW } from './test-history';

let t: TestApp;
let history: Awaited<ReturnType<typeof buildAnalyticsHistory>>;
let supervisor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  history = await buildAnalyticsHistory(t);
  const { supervisor: person } = history.tenant;
  supervisor = bearer((await login(t.app, person.email, person.password)).token);
});
afterAll(() => t.close());

const get = async <T>(url: string, headers = supervisor) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

/** The six trend months of a 30-day period ending in May 2026. */
const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];

describe('KPIs', () => {
  it('computes each of the eight by hand', async () => {
    expect(await get<Kpis>('/api/analytics/kpis?days=30')).toEqual({
      period: { from: '2026-04-15T12:00:00.000Z', to: '2026-05-15T12:00:00.000Z' },
      // The fleet's figures (see analytics.test.ts): availability 96.2, MTBF 231, MTTR 4.3.
      equipmentUptime: 96.2,
      mtbf: 231,
      mttr: 4.3,
      // Created in the period: WO1 verified, WO2 closed, WO3 assigned, WO4 closed, NOEQ new: 3 of 5.
      workOrderCompletion: 60,
      // Due in the period: WO4 on time, WO3 not done: 1 of 2.
      pmCompliance: 50,
      // Preventive WO4: 60 min = 40 + a 30 filter = 70, of 265 in all: 26.42 → 26.4.
      costEfficiency: 26.4,
      // Verified in the period with a rating: 4, 5, 3 → mean 4 of 5 = 80 % (February's 1 is older).
      userSatisfaction: 80,
      // 7 healthy samples of 8.
      systemAvailability: 87.5,
      targets: KPI_TARGETS,
    });
  });

  it('takes any window through the service (the monitoring screens)', async () => {
    const warehouseId = history.tenant.main.id;
    // 14 May 00:00–08:00: the samples only; no order was created, verified or due then.
    const kpis = await t.app.services.analytics.kpis({
      warehouseId,
      from: d('2026-05-14T00:00:00Z'),
      to: d('2026-05-14T08:00:00Z'),
    });
    expect(kpis).toMatchObject({
      workOrderCompletion: null,
      pmCompliance: null,
      costEfficiency: null,
      userSatisfaction: null,
      systemAvailability: 87.5,
      // PUMP and FAN were up all the time.
      equipmentUptime: 100,
      mtbf: null,
      mttr: null,
    });
  });
});

describe('GET /api/analytics/maintenance-trends', () => {
  it('groups the failures by reason and month, and sets planned against unplanned work', async () => {
    const trends = await get<MaintenanceTrends>('/api/analytics/maintenance-trends?days=30');
    expect(trends.period).toEqual({
      days: 30,
      from: '2026-04-15T12:00:00.000Z',
      to: '2026-05-15T12:00:00.000Z',
    });
    expect(trends.failuresByReason).toEqual([
      // The 20 Apr stop (6 h) and FAN's open one (12 h in the period).
      { reasonCode: 'breakdown', reasonLabel: 'Breakdown', failures: 2, downtimeHours: 18 },
      { reasonCode: 'waiting_for_parts', reasonLabel: 'Waiting for parts', failures: 1, downtimeHours: 4 },
      // WO2, repaired without a stop being recorded.
      { reasonCode: null, reasonLabel: 'No downtime recorded', failures: 1, downtimeHours: 0 },
    ]);
    // Six months: February's WO-OLD (corrective), March's stop, April's 15 Apr stop (its start is
    // in April, before the period) and WO1's stop (corrective), May's stop, WO2 (emergency) and FAN.
    expect(trends.failuresByMonth).toEqual([
      { month: '2025-12', corrective: 0, emergency: 0, failures: 0 },
      { month: '2026-01', corrective: 0, emergency: 0, failures: 0 },
      { month: '2026-02', corrective: 1, emergency: 0, failures: 1 },
      { month: '2026-03', corrective: 0, emergency: 0, failures: 1 },
      { month: '2026-04', corrective: 1, emergency: 0, failures: 2 },
      { month: '2026-05', corrective: 0, emergency: 1, failures: 3 },
    ]);
    expect(trends.plannedVsUnplanned).toEqual({
      // Created in the period: WO3, WO4 against WO1, WO2, NOEQ: 2 ÷ 5 = 40 %.
      plannedOrders: 2,
      unplannedOrders: 3,
      plannedShare: 40,
      // 10 May's 2 h; 6 (15 Apr) + 6 + 4 + 12 (FAN).
      plannedDowntimeHours: 2,
      unplannedDowntimeHours: 28,
    });
    expect(trends.pmCompliance.map((m) => m.month)).toEqual(MONTHS);
    expect(trends.pmCompliance.slice(4)).toEqual([
      { month: '2026-04', complianceRate: 100, completed: 1, scheduled: 1 },
      { month: '2026-05', complianceRate: 0, completed: 0, scheduled: 1 },
    ]);
    expect(trends.kpis.pmCompliance).toBe(50);
  });
});

describe('GET /api/analytics/costs', () => {
  it('splits the cost by equipment, kind and month', async () => {
    const costs = await get<CostAnalysis>('/api/analytics/costs?days=30');
    expect(costs).toMatchObject({ currency: 'EUR', laborRate: 40, monthlyBudget: 5000 });
    // Labour 90 + 120 + 60 + 30 = 300 min = 5 h × 40 = 200; parts 25 + 30 + 10 = 65.
    // Planned: WO4's 40 + 30 = 70; unplanned: 265 − 70 = 195.
    expect(costs.totals).toEqual({
      laborHours: 5,
      labor: 200,
      parts: 65,
      total: 265,
      planned: 70,
      unplanned: 195,
    });
    expect(costs.byEquipment).toEqual([
      {
        equipmentId: history.pump.id,
        assetNumber: 'PUMP',
        name: 'Test pump',
        laborHours: 4.5,
        labor: 180,
        parts: 55,
        total: 235,
      },
    ]);
    expect(costs.byMonth.map((m) => m.month)).toEqual(MONTHS);
    expect(costs.byMonth.slice(2)).toEqual([
      // WO-OLD's hour of 24 Feb: the trend reaches six months back.
      { month: '2026-02', laborHours: 1, labor: 40, parts: 0, total: 40, budget: 5000 },
      { month: '2026-03', laborHours: 0, labor: 0, parts: 0, total: 0, budget: 5000 },
      // 90 + 60 min = 2.5 h = 100; parts 25 + 30.
      { month: '2026-04', laborHours: 2.5, labor: 100, parts: 55, total: 155, budget: 5000 },
      // 120 + 30 min = 100; the fuse 10.
      { month: '2026-05', laborHours: 2.5, labor: 100, parts: 10, total: 110, budget: 5000 },
    ]);
  });

  it('leaves labour unpriced while the plant has no rate', async () => {
    const admin = history.tenant.admin;
    const north = bearer((await login(t.app, admin.email, admin.password)).token, history.tenant.north.id);
    const costs = await get<CostAnalysis>('/api/analytics/costs?days=30', north);
    expect(costs).toMatchObject({ laborRate: null, monthlyBudget: null, currency: 'USD' });
    expect(costs.totals).toEqual({
      laborHours: 1,
      labor: null,
      parts: 10,
      total: 10,
      planned: 0,
      unplanned: 10,
    });
    expect(costs.byMonth.at(-1)).toEqual({
      month: '2026-05',
      laborHours: 1,
      labor: null,
      parts: 10,
      total: 10,
      budget: null,
    });
  });
});

describe('GET /api/analytics/inventory', () => {
  it('values the stock, its use, stock-outs and dead stock', async () => {
    const inventory = await get<InventoryAnalytics>('/api/analytics/inventory?days=30');
    expect(inventory).toMatchObject({
      currency: 'EUR',
      // SEAL 5 × 14 + FILTER 0 + FUSE 20 × 10 + OLDPART 4 × 50 + NEVER 8 × 2.50 + RECENT 3 × 100
      // + LATE 2 × 5 + REFILLED 6 × 1 = 806 (DELETED is gone).
      stockValue: 806,
      // At the cost of the day: 2 × 12.50 + 30 + 10 = 65.
      usedValue: 65,
      // 65 ÷ 806 × 365 ÷ 30 = 0.98 → 1
      turnover: 1,
    });
    expect(inventory.usageByPart.map((p) => [p.partNumber, p.quantity, p.value])).toEqual([
      ['FILTER', 1, 30],
      ['SEAL', 2, 25],
      ['FUSE', 1, 10],
    ]);
    expect(inventory.usageByMonth.slice(4)).toEqual([
      { month: '2026-04', quantity: 3, value: 55 },
      { month: '2026-05', quantity: 1, value: 10 },
    ]);
    // FILTER is out since 27 Apr; FUSE's March stock-out is before the period; North's is not Main's.
    expect(inventory.stockOuts).toMatchObject({ count: 1, events: 1 });
    expect(inventory.stockOuts.parts).toMatchObject([
      { partNumber: 'FILTER', reorderPoint: 2, since: '2026-04-27T09:00:00.000Z' },
    ]);
    // On the shelf unused for 180 days: OLDPART (last used 1 Oct 2025) 200 and NEVER 20. Not RECENT
    // (created ten minutes ago), LATE (first stocked 25 Apr) nor REFILLED (empty on 1 Apr).
    expect(inventory.deadStock).toMatchObject({ count: 2, value: 220 });
    expect(inventory.deadStock.parts.map((p) => [p.partNumber, p.stockLevel, p.value, p.lastUsedAt])).toEqual(
      [
        ['OLDPART', 4, 200, '2025-10-01T08:00:00.000Z'],
        ['NEVER', 8, 20, null],
      ],
    );
  });
});
