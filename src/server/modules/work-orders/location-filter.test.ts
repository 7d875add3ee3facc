import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildLocation, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The work-order list by the place of its equipment (issue 24): a location, or it and everything under it. */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let northAdmin: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  const admin = await login(t.app, tenant.admin.email, tenant.admin.password);
  northAdmin = { ...bearer(admin.token), 'x-warehouse-id': tenant.north.id };
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const site = await buildLocation(t.db, { ...main, name: 'Site', code: 'S' });
  const hall = await buildLocation(t.db, { ...main, name: 'Hall', code: 'S-H', parentId: site.id });
  const line = await buildLocation(t.db, { ...main, name: 'Line', code: 'S-H-L', parentId: hall.id });
  const away = await buildLocation(t.db, { ...main, name: 'Away', code: 'A' });
  Object.assign(ids, { site: site.id, hall: hall.id, line: line.id, away: away.id });
  const at = async (locationId: string | null, fo: string[]) => {
    const machine = await buildEquipment(t.db, { ...main, locationId });
    for (const foNumber of fo) await buildWorkOrder(t.db, { ...main, equipmentId: machine.id, foNumber });
  };
  await at(site.id, ['WO-2026-000001']);
  await at(hall.id, ['WO-2026-000002', 'WO-2026-000003']);
  await at(line.id, ['WO-2026-000004']);
  await at(away.id, ['WO-2026-000005']);
  await at(null, ['WO-2026-000006']);
  await buildWorkOrder(t.db, { ...main, foNumber: 'WO-2026-000007' });
});
afterAll(() => t.close());

async function numbers(query: string, headers = sup) {
  const response = await t.app.inject({ url: `/api/work-orders?sort=createdAt&${query}`, headers });
  expect(response.statusCode).toBe(200);
  return {
    fo: response
      .json<{ foNumber: string }[]>()
      .map((o) => o.foNumber)
      .sort(),
    total: response.headers['x-total-count'],
  };
}

describe('GET /api/work-orders by location', () => {
  it('answers the orders on equipment at the location only', async () => {
    expect(await numbers(`locationId=${ids['hall']}`)).toEqual({
      fo: ['WO-2026-000002', 'WO-2026-000003'],
      total: '2',
    });
  });

  it('includes everything under the location on request, and nothing elsewhere', async () => {
    expect(await numbers(`locationId=${ids['site']}&includeDescendants=true`)).toEqual({
      fo: ['WO-2026-000001', 'WO-2026-000002', 'WO-2026-000003', 'WO-2026-000004'],
      total: '4',
    });
    expect(await numbers(`locationId=${ids['line']}&includeDescendants=true`)).toEqual({
      fo: ['WO-2026-000004'],
      total: '1',
    });
  });

  it('combines with other filters and pages with the same total', async () => {
    const first = await t.app.inject({
      url: `/api/work-orders?locationId=${ids['site']}&includeDescendants=true&limit=3`,
      headers: sup,
    });
    expect(first.json()).toHaveLength(3);
    expect(first.headers['x-total-count']).toBe('4');
    const next = await t.app.inject({
      url: `/api/work-orders?locationId=${ids['site']}&includeDescendants=true&limit=3&cursor=${first.headers['x-next-cursor']}`,
      headers: sup,
    });
    expect(next.json()).toHaveLength(1);
    expect(next.headers['x-total-count']).toBe('4');
    expect(await numbers(`locationId=${ids['site']}&includeDescendants=true&q=000004`)).toEqual({
      fo: ['WO-2026-000004'],
      total: '1',
    });
  });

  it('finds nothing with another warehouse’s location', async () => {
    expect(await numbers(`locationId=${ids['site']}&includeDescendants=true`, northAdmin)).toEqual({
      fo: [],
      total: '0',
    });
  });
});
