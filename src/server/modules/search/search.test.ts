import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildPart, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tech: Record<string, string>;
let northTech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await buildTenant(t.db);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await buildWorkOrder(t.db, {
    ...scope,
    foNumber: 'WO-2026-042',
    description: 'Compressor oil leak at the separator',
  });
  await buildEquipment(t.db, {
    ...scope,
    assetTag: 'CMP-004',
    model: 'Atlas Copco GA37',
    description: 'Compressor, line 4',
  });
  await buildPart(t.db, {
    ...scope,
    partNumber: 'OIL-SEP-37',
    name: 'Compressor oil separator',
    stockLevel: 4,
  });
});
afterAll(() => t.close());

describe('GET /api/search', () => {
  it('finds work orders, equipment and parts of the warehouse', async () => {
    const response = await t.app.inject({ url: '/api/search?q=compressor', headers: tech });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.workOrders.map((w: { foNumber: string }) => w.foNumber)).toEqual(['WO-2026-042']);
    expect(body.equipment.map((e: { assetTag: string }) => e.assetTag)).toEqual(['CMP-004']);
    expect(body.parts).toEqual([expect.objectContaining({ partNumber: 'OIL-SEP-37', stockLevel: 4 })]);
    expect(
      (await t.app.inject({ url: '/api/search?q=WO-2026-04', headers: tech })).json().workOrders,
    ).toHaveLength(1);
  });

  it('never shows another warehouse’s records, and wants two characters', async () => {
    expect((await t.app.inject({ url: '/api/search?q=compressor', headers: northTech })).json()).toEqual({
      workOrders: [],
      equipment: [],
      parts: [],
    });
    const short = await t.app.inject({ url: '/api/search?q=c', headers: tech });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'search.tooShort',
      message: 'Type at least 2 characters to search',
      details: [{ path: 'q', code: 'search.tooShort', message: 'Type at least 2 characters to search' }],
    });
  });
});
