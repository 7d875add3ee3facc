import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CostAnalysis,
  EquipmentPerformance,
  FleetPerformance,
  MaintenanceTrends,
  PerformanceTrendPoint,
} from '../../../shared/schemas/analytics';
import { locations, warehouses } from '../../db/schema';
import {
  buildDowntime,
  buildEquipment,
  buildLaborEntry,
  buildPart,
  buildPartsUsage,
  buildTenant,
  buildWorkOrder,
} from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Analytics per location and per parent (issue 24) on a hand-built plant. The clock stands at
 * 12:00:30, so the 30-day period is 15 Apr 12:00 – 15 May 12:00 (720 h); the labour rate is
 * 40 EUR an hour.
 *
 * Locations: SITE → LINE-1, LINE-2.
 * LINE-1: MACHINE, and its parts MOTOR and GEARBOX (no location of their own: where MACHINE is).
 * LINE-2: PRESS and its part PRESS-MOTOR (the other branch).
 *
 * MACHINE  15 Apr 06–14 breakdown, stops children  (2 h in the period, no failure: started before)
 *           1 May 08–18 breakdown, stops children, emergency order (10 h, a failure)
 *           5 May 00–04 planned, its own            (4 h)                      → 16 h
 * MOTOR     1 May 12–20 breakdown of its own: with MACHINE's 08–18, down 08–20 (12 h, not 18)
 *           and the 2 h of 15 Apr                                              → 14 h, 1 failure
 * GEARBOX   nothing of its own: MACHINE's 2 + 10 h                             → 12 h, 0 stops;
 *           a corrective order without downtime, done 4 May (a failure)
 * PRESS     2 May 00–10 breakdown, stops children; down again since 15 May 06:00, stops children
 *                                                                              → 16 h
 * PRESS-MOTOR  PRESS's 10 + 6 h, down now with PRESS                            → 16 h
 */
const NOW = new Date('2026-05-15T12:00:30Z');
const d = (iso: string) => new Date(iso);

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await t.db.update(warehouses).set({ laborRate: '40.00' }).where(eq(warehouses.id, tenant.main.id));

  const place = async (code: string, kind: 'site' | 'line', parentId: string | null = null) => {
    const [row] = await t.db
      .insert(locations)
      .values({ ...main, code, name: code.replace('-', ' '), kind, parentId })
      .returning();
    ids[code] = row!.id;
    return row!.id;
  };
  const site = await place('SITE', 'site');
  const line1 = await place('LINE-1', 'line', site);
  const line2 = await place('LINE-2', 'line', site);

  const asset = async (assetTag: string, values: { locationId?: string; parentId?: string }) => {
    const row = await buildEquipment(t.db, {
      ...main,
      assetTag,
      createdAt: d('2026-01-01T00:00:00Z'),
      ...values,
    });
    ids[assetTag] = row.id;
    return row.id;
  };
  const machine = await asset('MACHINE', { locationId: line1 });
  const motor = await asset('MOTOR', { parentId: machine });
  const gearbox = await asset('GEARBOX', { parentId: machine });
  const press = await asset('PRESS', { locationId: line2 });
  await asset('PRESS-MOTOR', { parentId: press });

  const order = (equipmentId: string, values: Partial<Parameters<typeof buildWorkOrder>[1]>) =>
    buildWorkOrder(t.db, { ...main, equipmentId, ...values });
  const emergency = await order(machine, {
    type: 'emergency',
    createdAt: d('2026-05-01T08:00:00Z'),
    startedAt: d('2026-05-01T09:00:00Z'),
    completedAt: d('2026-05-01T18:00:00Z'),
    status: 'completed',
  });
  const preventive = await order(motor, { type: 'preventive', createdAt: d('2026-05-03T08:00:00Z') });
  const corrective = await order(gearbox, {
    type: 'corrective',
    createdAt: d('2026-05-04T08:00:00Z'),
    startedAt: d('2026-05-04T10:00:00Z'),
    completedAt: d('2026-05-04T12:00:00Z'),
    status: 'completed',
  });
  const pressOrder = await order(press, { type: 'corrective', createdAt: d('2026-05-02T01:00:00Z') });

  const down = (equipmentId: string, startedAt: string, endedAt: string | null, values = {}) =>
    buildDowntime(t.db, {
      ...main,
      equipmentId,
      startedAt: d(startedAt),
      endedAt: endedAt ? d(endedAt) : null,
      ...values,
    });
  await down(machine, '2026-04-15T06:00:00Z', '2026-04-15T14:00:00Z', { stopsChildren: true });
  await down(machine, '2026-05-01T08:00:00Z', '2026-05-01T18:00:00Z', {
    stopsChildren: true,
    workOrderId: emergency.id,
  });
  await down(machine, '2026-05-05T00:00:00Z', '2026-05-05T04:00:00Z', {
    reasonCode: 'planned_maintenance',
    planned: true,
  });
  await down(motor, '2026-05-01T12:00:00Z', '2026-05-01T20:00:00Z');
  await down(press, '2026-05-02T00:00:00Z', '2026-05-02T10:00:00Z', { stopsChildren: true });
  await down(press, '2026-05-15T06:00:00Z', null, { stopsChildren: true });

  const userId = tenant.technician.id;
  const labor = (workOrderId: string, startedAt: string, minutes: number) =>
    buildLaborEntry(t.db, { ...main, workOrderId, userId, startedAt: d(startedAt), minutes });
  await labor(emergency.id, '2026-05-01T09:00:00Z', 30);
  await labor(preventive.id, '2026-05-03T09:00:00Z', 60);
  await labor(corrective.id, '2026-05-04T10:00:00Z', 120);
  await labor(pressOrder.id, '2026-05-02T02:00:00Z', 600);
  const part = await buildPart(t.db, { ...main, unitCost: '5.00' });
  const used = (workOrderId: string, quantity: number, at: string) =>
    buildPartsUsage(t.db, {
      ...main,
      workOrderId,
      partId: part.id,
      quantity,
      unitCost: '5.00',
      createdAt: d(at),
    });
  await used(emergency.id, 1, '2026-05-01T10:00:00Z');
  await used(preventive.id, 4, '2026-05-03T10:00:00Z');
  await used(pressOrder.id, 10, '2026-05-02T03:00:00Z');
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ url, headers: sup });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const listOf = (query: string) =>
  get<EquipmentPerformance[]>(`/api/analytics/equipment-performance?days=30&${query}`);
const summaryOf = (query: string) =>
  get<FleetPerformance>(`/api/analytics/equipment-performance/summary?days=30&${query}`);
const byTag = (list: EquipmentPerformance[]) => Object.fromEntries(list.map((e) => [e.assetNumber, e]));
const sumOf = (list: EquipmentPerformance[], pick: (e: EquipmentPerformance) => number | null) =>
  list.reduce((total, e) => total + (pick(e) ?? 0), 0);

/** The roll-up is the sum of the list's rows (figures chosen in whole hours and currency units). */
function expectRollupOfRows(rollup: FleetPerformance['rollup'], rows: EquipmentPerformance[]) {
  expect(rollup.equipmentCount).toBe(rows.length);
  expect(rollup.downtimeHours).toBe(sumOf(rows, (e) => e.downtimeHours));
  expect(rollup.costs.total).toBe(sumOf(rows, (e) => e.maintenanceCost));
  expect(rollup.failures).toBe(sumOf(rows, (e) => e.failures));
  expect(rollup.workOrders).toEqual({
    total: sumOf(rows, (e) => e.totalWorkOrders),
    preventive: sumOf(rows, (e) => e.preventiveWorkOrders),
    corrective: sumOf(rows, (e) => e.correctiveWorkOrders),
    emergency: sumOf(rows, (e) => e.emergencyWorkOrders),
  });
}

describe('downtime that stops the children', () => {
  it('counts the parent’s stop for its children, never an hour twice', async () => {
    const rows = byTag(await listOf(''));
    expect(rows['MACHINE']).toMatchObject({ downtimeHours: 16, failures: 1 });
    // MOTOR: 2 h on 15 Apr, then 08–20 on 1 May (MACHINE's 08–18 and its own 12–20): 14 h.
    // 100 × (1 − 14 ÷ 720) = 98.06 → 98.1; its own stop is its failure, MACHINE's is not.
    expect(rows['MOTOR']).toMatchObject({ downtimeHours: 14, availability: 98.1, failures: 1 });
    // GEARBOX stopped with MACHINE only: 2 + 10 h; its failure is its corrective order.
    expect(rows['GEARBOX']).toMatchObject({ downtimeHours: 12, availability: 98.3, failures: 1 });
    expect(rows['PRESS-MOTOR']).toMatchObject({ downtimeHours: 16, isDown: true, status: 'active' });
    expect(rows['MOTOR']?.isDown).toBe(false);
  });

  it('counts the hours once in the plant’s planned and unplanned downtime and day by day', async () => {
    // MACHINE 16 + MOTOR 14 + GEARBOX 12 + PRESS 16 + PRESS-MOTOR 16 = 74 h; MACHINE's 4 h are planned.
    const trends = await get<MaintenanceTrends>('/api/analytics/maintenance-trends?days=30');
    expect(trends.plannedVsUnplanned).toMatchObject({ plannedDowntimeHours: 4, unplannedDowntimeHours: 70 });
    const days = await get<PerformanceTrendPoint[]>('/api/analytics/performance-trends?days=30');
    expect(days.reduce((total, day) => total + day.downtimeHours, 0)).toBe(74);
    // The days run from 12:00. 30 Apr 12:00 – 1 May 12:00: MACHINE, MOTOR and GEARBOX 08–12.
    expect(days.find((day) => day.date === '2026-04-30')?.downtimeHours).toBe(12);
    // Then MACHINE 6, MOTOR 8 (12–20, once), GEARBOX 6, PRESS and PRESS-MOTOR 10 each on 2 May.
    expect(days.find((day) => day.date === '2026-05-01')?.downtimeHours).toBe(40);
  });
});

describe('analytics of a location and of a parent', () => {
  it('answers a location’s subtree with its roll-up, the sum of its rows', async () => {
    const rows = await listOf(`locationId=${ids['LINE-1']}`);
    expect(rows.map((e) => e.assetNumber).sort()).toEqual(['GEARBOX', 'MACHINE', 'MOTOR']);
    expect(byTag(rows)['MOTOR']).toMatchObject({ parentId: ids['MACHINE'], locationId: null });
    const summary = await summaryOf(`locationId=${ids['LINE-1']}`);
    expect(summary.scope).toEqual({ kind: 'location', id: ids['LINE-1'], name: 'LINE 1' });
    expect(summary.rollup).toEqual({
      equipmentCount: 3,
      withHistoryCount: 3,
      trackedHours: 2160,
      // 16 + 14 + 12
      downtimeHours: 42,
      // 100 × (1 − 42 ÷ 2160) = 98.06 → 98.1
      availability: 98.1,
      failures: 3,
      workOrders: { total: 3, preventive: 1, corrective: 1, emergency: 1 },
      // Labour 30 + 60 + 120 min = 3.5 h × 40 = 140; parts (1 + 4) × 5 = 25.
      costs: { laborHours: 3.5, labor: 140, parts: 25, total: 165 },
    });
    expectRollupOfRows(summary.rollup, rows);
    expect(summary).toMatchObject({ equipmentCount: 3, failures: 3, maintenanceCost: 165 });
  });

  it('answers a parent’s subtree the same way, and the site all of it', async () => {
    const line = await summaryOf(`locationId=${ids['LINE-1']}`);
    const machine = await summaryOf(`parentId=${ids['MACHINE']}`);
    expect(machine.scope).toEqual({ kind: 'parent', id: ids['MACHINE'], name: 'Test pump' });
    expect(machine.rollup).toEqual(line.rollup);

    const siteRows = await listOf(`locationId=${ids['SITE']}`);
    expect(siteRows).toHaveLength(5);
    const site = await summaryOf(`locationId=${ids['SITE']}`);
    expectRollupOfRows(site.rollup, siteRows);
    // The other branch adds PRESS's 16 h and PRESS-MOTOR's 16 h, and PRESS's 10 h of labour and 50 of parts.
    expect(site.rollup).toMatchObject({ downtimeHours: 74, costs: { total: 165 + 400 + 50 } });
    expect((await summaryOf('')).rollup).toEqual(site.rollup);
  });

  it('counts an ancestor’s stop for a part asked for alone', async () => {
    const [motor] = await listOf(`parentId=${ids['MOTOR']}`);
    expect(motor).toMatchObject({ assetNumber: 'MOTOR', downtimeHours: 14, failures: 1 });
  });

  it('answers the costs of a subtree: its totals are its roll-up', async () => {
    const costs = await get<CostAnalysis>(`/api/analytics/costs?days=30&locationId=${ids['LINE-1']}`);
    expect(costs.scope).toMatchObject({ kind: 'location', id: ids['LINE-1'] });
    expect(costs.totals).toMatchObject({ laborHours: 3.5, labor: 140, parts: 25, total: 165 });
    expect(costs.byEquipment.map((e) => [e.assetNumber, e.total])).toEqual([
      ['GEARBOX', 80],
      ['MOTOR', 60],
      ['MACHINE', 25],
    ]);
    expect(costs.byMonth.find((m) => m.month === '2026-05')?.total).toBe(165);
  });

  it('refuses a location or parent of another warehouse, and both at once', async () => {
    const ask = (query: string) =>
      t.app.inject({ url: `/api/analytics/equipment-performance/summary?days=30&${query}`, headers: sup });
    const northPump = await buildEquipment(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.north.id,
    });
    const foreign = await ask(`parentId=${northPump.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'record.notFound',
      params: { record: 'equipment' },
      message: 'Equipment not found',
    });
    const unknown = await ask(`locationId=${northPump.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Location not found');
    const both = await ask(`locationId=${ids['LINE-1']}&parentId=${ids['MACHINE']}`);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      code: 'analytics.oneSubtree',
      message: 'Ask for a location or a parent equipment, not both',
      details: [
        {
          path: 'parentId',
          code: 'analytics.oneSubtree',
          message: 'Ask for a location or a parent equipment, not both',
        },
      ],
    });
  });
});
