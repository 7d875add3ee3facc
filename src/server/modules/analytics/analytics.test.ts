import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EquipmentPerformance,
  FleetPerformance,
  PerformanceTrendPoint,
} from '../../../shared/schemas/analytics';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildAnalyticsHistory, NOW } from './test-history';

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
  return { body: response.json<T>(), headers: response.headers };
};
const equipmentList = async (query = 'days=30') =>
  (await get<EquipmentPerformance[]>(`/api/analytics/equipment-performance?${query}`)).body;
const byTag = (list: EquipmentPerformance[], tag: string) => list.find((e) => e.assetNumber === tag)!;

describe('GET /api/analytics/equipment-performance', () => {
  it('computes PUMP by hand', async () => {
    const pump = byTag(await equipmentList(), 'PUMP');
    // Tracked: the whole period, 30 × 24 = 720 h. Down: 6 (15 Apr 12–18) + 6 + 4 + 2 (planned) = 18 h.
    expect(pump.downtimeHours).toBe(18);
    // 100 × (1 − 18 ÷ 720) = 97.5
    expect(pump.availability).toBe(97.5);
    // Failures: the 20 Apr and 5 May stops, and WO2 (no downtime of its own); WO1 is its downtime's.
    expect(pump.failures).toBe(3);
    // (720 − 18) ÷ 3 = 234 h
    expect(pump.mtbf).toBe(234);
    // Repairs: 6 h, 4 h and 3 h (WO2 09:00–12:00): 13 ÷ 3 = 4.33 → 4.3
    expect(pump.mttr).toBe(4.3);
    // Labour 90 + 120 + 60 = 270 min = 4.5 h × 40 = 180; parts 2 × 12.50 + 30 = 55; the running
    // timer, the deleted order and February's labour do not count.
    expect(pump.maintenanceCost).toBe(235);
    // critical 8 + min(2, 0.5 × 3) = 9.5
    expect(pump.criticalityScore).toBe(9.5);
    // pA = 2 × 2.5 = 5; pM = 25 × (1 − 234 ÷ 720) = 16.875; pO = 10 × 1; pR = min(15, 5 × 3) = 15
    // 100 − 5 − 16.875 − 10 − 15 = 53.125 → 53
    expect(pump.healthScore).toBe(53);
    expect(pump).toMatchObject({
      totalWorkOrders: 4,
      preventiveWorkOrders: 2,
      correctiveWorkOrders: 1,
      emergencyWorkOrders: 1,
      overduePMs: 1,
      isDown: false,
    });
    // First half (15 Apr 12:00 – 30 Apr 12:00, 360 h): 12 h down → 96.67 %, 1 failure → MTBF 348.
    // Second half: 6 h down → 98.33 % (+1.67: improving); 2 failures → (360 − 6) ÷ 2 = 177 (177 ÷ 348
    // = 0.51: declining).
    expect(pump.trends).toEqual({ availabilityTrend: 'improving', mtbfTrend: 'declining' });
  });

  it('tracks equipment created in the period from its creation', async () => {
    const fan = byTag(await equipmentList(), 'FAN');
    // Created 5 May 18:00: 9 days 18 h = 234 h tracked; down since 15 May 00:00 = 12 h.
    expect(fan.downtimeHours).toBe(12);
    // 100 × (1 − 12 ÷ 234) = 94.87 → 94.9
    expect(fan.availability).toBe(94.9);
    // (234 − 12) ÷ 1 = 222; the stop is still open: no known repair time.
    expect(fan).toMatchObject({ failures: 1, mtbf: 222, mttr: null, isDown: true, maintenanceCost: 0 });
    // medium 4 + 0.5 × 1
    expect(fan.criticalityScore).toBe(4.5);
    // pA = 2 × (100 − 94.872) = 10.256; pM = 25 × (1 − 222 ÷ 720) = 17.292; pR = 5 → 67.45 → 67
    expect(fan.healthScore).toBe(67);
    // No tracked time in the first half: availability stable; failures appeared: MTBF declining.
    expect(fan.trends).toEqual({ availabilityTrend: 'stable', mtbfTrend: 'declining' });
  });

  it('answers nulls, not zeros, for equipment without history', async () => {
    expect(byTag(await equipmentList(), 'IDLE')).toEqual({
      id: history.idle.id,
      name: 'Test pump',
      locationId: null,
      parentId: null,
      assetNumber: 'IDLE',
      status: 'maintenance',
      criticality: 'low',
      criticalityScore: 2,
      healthScore: null,
      mtbf: null,
      mttr: null,
      availability: null,
      maintenanceCost: null,
      downtimeHours: null,
      failures: 0,
      totalWorkOrders: 0,
      preventiveWorkOrders: 0,
      correctiveWorkOrders: 0,
      emergencyWorkOrders: 0,
      overduePMs: 0,
      isDown: false,
      trends: { mtbfTrend: 'stable', availabilityTrend: 'stable' },
    });
  });

  it('lists the fleet only, most critical first, and pages it', async () => {
    // Retired OLD, deleted GONE and North's pump are not Main's fleet.
    expect((await equipmentList()).map((e) => e.assetNumber)).toEqual(['PUMP', 'FAN', 'IDLE']);
    const first = await get<EquipmentPerformance[]>('/api/analytics/equipment-performance?days=30&limit=2');
    expect(first.body.map((e) => e.assetNumber)).toEqual(['PUMP', 'FAN']);
    expect(first.headers['x-total-count']).toBe('3');
    const cursor = String(first.headers['x-next-cursor']);
    const rest = await get<EquipmentPerformance[]>(
      `/api/analytics/equipment-performance?days=30&limit=2&cursor=${cursor}`,
    );
    expect(rest.body.map((e) => e.assetNumber)).toEqual(['IDLE']);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
  });

  it('keeps the predictive insights: health under 80 or availability declining', async () => {
    expect((await equipmentList('days=30&insights=true')).map((e) => e.assetNumber)).toEqual(['PUMP', 'FAN']);
  });
});

describe('GET /api/analytics/equipment-performance/summary', () => {
  it('adds up the fleet by hand', async () => {
    const { body } = await get<FleetPerformance>('/api/analytics/equipment-performance/summary?days=30');
    expect(body).toEqual({
      period: { days: 30, from: '2026-04-15T12:00:00.000Z', to: '2026-05-15T12:00:00.000Z' },
      scope: { kind: 'warehouse', id: null, name: history.tenant.main.name },
      currency: 'EUR',
      equipmentCount: 3,
      withHistoryCount: 2,
      activeCount: 2,
      downCount: 1,
      criticalCount: 1,
      needsAttentionCount: 2,
      // (97.5 + 94.872) ÷ 2 = 96.19 → 96.2
      fleetAvailability: 96.2,
      // (702 + 222) ÷ (3 + 1) = 231
      mtbf: 231,
      // Every known repair: (6 + 4 + 3) ÷ 3 = 4.3 (FAN's open stop has none)
      mttr: 4.3,
      failures: 4,
      // PUMP's 235 and the order without equipment: 30 min = 20 + a 10 fuse.
      maintenanceCost: 265,
      laborRateSet: true,
      availabilityDistribution: [
        { range: '95-100%', count: 1 },
        { range: '85-94%', count: 1 },
        { range: '70-84%', count: 0 },
        { range: '<70%', count: 0 },
      ],
      // The list's rows added up: IDLE has no history.
      rollup: {
        equipmentCount: 3,
        withHistoryCount: 2,
        // PUMP 720 h + FAN 234 h, down 18 + 12 h: 100 × (1 − 30 ÷ 954) = 96.86 → 96.9
        trackedHours: 954,
        downtimeHours: 30,
        availability: 96.9,
        failures: 4,
        workOrders: { total: 4, preventive: 2, corrective: 1, emergency: 1 },
        // PUMP's only: the order without equipment belongs to no equipment's roll-up.
        costs: { laborHours: 4.5, labor: 180, parts: 55, total: 235 },
      },
    });
  });

  it('gives the plant without a labour rate its parts only', async () => {
    const admin = history.tenant.admin;
    const north = bearer((await login(t.app, admin.email, admin.password)).token, history.tenant.north.id);
    const { body } = await get<FleetPerformance>(
      '/api/analytics/equipment-performance/summary?days=30',
      north,
    );
    // North's 60 min of labour have no price; its parts: 2 × 5.00.
    expect(body).toMatchObject({ laborRateSet: false, maintenanceCost: 10, equipmentCount: 1, failures: 1 });
    // 5 h down of 720: 100 × (1 − 5 ÷ 720) = 99.31 → 99.3
    expect(body.fleetAvailability).toBe(99.3);
  });
});

describe('GET /api/analytics/performance-trends', () => {
  it('charts the period day by day', async () => {
    const { body, headers } = await get<PerformanceTrendPoint[]>('/api/analytics/performance-trends?days=30');
    expect(body).toHaveLength(30);
    expect(headers['x-total-count']).toBe('30');
    // Day 0 (15 Apr 12:00 – 16 Apr 12:00): PUMP only, 6 h down of 24: 100 × (1 − 6 ÷ 24) = 75.
    expect(body[0]).toEqual({
      date: '2026-04-15',
      availability: 75,
      workOrders: 0,
      mtbf: null,
      failures: 0,
      downtimeHours: 6,
    });
    // Day 4 (19 Apr 12:00 –): WO1 and WO4 created; the 20 Apr stop, 6 h: MTBF (24 − 6) ÷ 1 = 18.
    expect(body[4]).toEqual({
      date: '2026-04-19',
      availability: 75,
      workOrders: 2,
      mtbf: 18,
      failures: 1,
      downtimeHours: 6,
    });
    // Day 20 (5 May 12:00 –): PUMP 2 h down of 24, FAN tracked from 18:00 (18 h), none down:
    // mean of 100 × (1 − 2 ÷ 24) and 100 = 95.83 → 95.8.
    expect(body[20]).toEqual({
      date: '2026-05-05',
      availability: 95.8,
      workOrders: 0,
      mtbf: null,
      failures: 0,
      downtimeHours: 2,
    });
    // Last day: FAN down 12 h of 24, PUMP up: 100 × (1 − (0.5 + 0) ÷ 2) = 75; MTBF (48 − 12) ÷ 1 = 36.
    expect(body[29]).toEqual({
      date: '2026-05-14',
      availability: 75,
      workOrders: 0,
      mtbf: 36,
      failures: 1,
      downtimeHours: 12,
    });
    const sum = (pick: (p: PerformanceTrendPoint) => number) => body.reduce((total, p) => total + pick(p), 0);
    // Every failure, downtime hour and order of the period lands in one bucket.
    expect(sum((p) => p.failures)).toBe(4);
    expect(sum((p) => p.downtimeHours)).toBe(30);
    expect(sum((p) => p.workOrders)).toBe(5);
  });

  it('charts longer periods week by week', async () => {
    const { body } = await get<PerformanceTrendPoint[]>(
      '/api/analytics/performance-trends?days=180&limit=500',
    );
    // 180 days = 25 weeks and 5 days.
    expect(body).toHaveLength(26);
    expect(body[0]!.date).toBe('2025-11-16');
  });
});

describe('every analytics answer', () => {
  const urls = [
    '/api/analytics/equipment-performance?days=30',
    '/api/analytics/equipment-performance/summary?days=30',
    '/api/analytics/performance-trends?days=30',
    '/api/analytics/kpis?days=30',
    '/api/analytics/maintenance-trends?days=30',
    '/api/analytics/costs?days=30',
    '/api/analytics/inventory?days=30',
  ];

  it('is the same when asked again, also once recomputed', async () => {
    const first = await Promise.all(
      urls.map(async (url) => (await t.app.inject({ url, headers: supervisor })).body),
    );
    // A change that moves no figure clears the cached figures, so the second round recomputes.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/equipment/${history.idle.id}`,
      headers: supervisor,
      payload: { description: 'Spare fan, kept for parts' },
    });
    expect(edit.statusCode).toBe(200);
    const second = await Promise.all(
      urls.map(async (url) => (await t.app.inject({ url, headers: supervisor })).body),
    );
    expect(second).toEqual(first);
  });

  it('is for supervisors and up, not technicians', async () => {
    const { technician } = history.tenant;
    const tech = bearer((await login(t.app, technician.email, technician.password)).token);
    for (const url of urls) {
      expect((await t.app.inject({ url, headers: tech })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: supervisor })).statusCode).toBe(200);
    }
  });

  it('offers the periods of the screen only', async () => {
    const response = await t.app.inject({ url: '/api/analytics/kpis?days=14', headers: supervisor });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'analytics.daysOneOf',
      params: { values: '7, 30, 90, 180, 365' },
      message: 'days must be one of 7, 30, 90, 180, 365',
      details: [
        {
          path: 'days',
          code: 'analytics.daysOneOf',
          params: { values: '7, 30, 90, 180, 365' },
          message: 'days must be one of 7, 30, 90, 180, 365',
        },
      ],
    });
  });
});
