import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let manager: Record<string, string>;
let northTech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await buildEquipment(t.db, {
    ...scope,
    assetTag: 'CMP-001',
    name: 'Compressor 1',
    model: 'Atlas Copco GA37',
    status: 'active',
    criticality: 'high',
  });
  await buildEquipment(t.db, {
    ...scope,
    assetTag: 'CMP-002',
    name: 'Compressor 2',
    model: 'Atlas Copco GA37',
    status: 'maintenance',
    criticality: 'high',
  });
  await buildEquipment(t.db, {
    ...scope,
    assetTag: 'PMP-001',
    name: 'Pump 1',
    model: 'Grundfos CR 32-2',
    description: 'Boiler feed pump',
    status: 'active',
    criticality: 'critical',
  });
  await buildEquipment(t.db, {
    ...scope,
    assetTag: 'cnv-001',
    name: 'Conveyor',
    model: 'Hytrol E24',
    status: 'retired',
    criticality: 'low',
  });
  await buildEquipment(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.north.id,
    assetTag: 'CMP-001',
    name: 'North compressor',
    model: 'Atlas Copco GA37',
  });
});
afterAll(() => t.close());

const tags = (body: { assetTag: string }[]) => body.map((e) => e.assetTag);

describe('GET /api/equipment', () => {
  it('lists the warehouse’s equipment by asset tag with a total', async () => {
    const response = await t.app.inject({ url: '/api/equipment', headers: tech });
    expect(response.statusCode).toBe(200);
    expect(tags(response.json())).toEqual(['CMP-001', 'CMP-002', 'cnv-001', 'PMP-001']);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.json()[0].qrCode).toBe(`/api/equipment/${response.json()[0].id}/qr`);
  });

  it('searches asset tag, model and description, and filters status and criticality', async () => {
    const search = async (query: string) =>
      tags((await t.app.inject({ url: `/api/equipment?${query}`, headers: tech })).json());
    expect(await search('q=grundfos')).toEqual(['PMP-001']);
    expect(await search('q=boiler%20feed')).toEqual(['PMP-001']);
    expect(await search('q=cmp')).toEqual(['CMP-001', 'CMP-002']);
    expect(await search('status=maintenance,retired')).toEqual(['CMP-002', 'cnv-001']);
    expect(await search('criticality=critical')).toEqual(['PMP-001']);
    expect(await search('q=100%25')).toEqual([]);
    const bad = await t.app.inject({ url: '/api/equipment?status=broken', headers: tech });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Unknown status "broken". Use one of: active, inactive, maintenance, retired',
    );
  });

  it('pages with a cursor', async () => {
    const first = await t.app.inject({ url: '/api/equipment?limit=3', headers: tech });
    expect(tags(first.json())).toEqual(['CMP-001', 'CMP-002', 'cnv-001']);
    const next = await t.app.inject({
      url: `/api/equipment?limit=3&cursor=${first.headers['x-next-cursor']}`,
      headers: tech,
    });
    expect(tags(next.json())).toEqual(['PMP-001']);
    expect(next.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('one equipment', () => {
  it('is found by id and by asset tag whatever the case; other warehouses answer 404', async () => {
    const [first] = (await t.app.inject({ url: '/api/equipment?q=CNV-001', headers: tech })).json();
    expect((await t.app.inject({ url: `/api/equipment/${first.id}`, headers: tech })).json().assetTag).toBe(
      'cnv-001',
    );
    const byTag = await t.app.inject({ url: '/api/equipment/asset/CNV-001', headers: tech });
    expect(byTag.statusCode).toBe(200);
    expect(byTag.json().id).toBe(first.id);
    expect((await t.app.inject({ url: `/api/equipment/${first.id}`, headers: northTech })).statusCode).toBe(
      404,
    );
    const missing = await t.app.inject({ url: '/api/equipment/asset/NOPE-1', headers: tech });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Equipment not found');
    const north = await t.app.inject({ url: '/api/equipment/asset/cmp-001', headers: northTech });
    expect(north.json().name).toBe('North compressor');
  });

  it('serves a QR code of the asset tag as SVG or PNG', async () => {
    const [pump] = (await t.app.inject({ url: '/api/equipment?q=PMP-001', headers: tech })).json();
    const svg = await t.app.inject({ url: `/api/equipment/${pump.id}/qr`, headers: tech });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const png = await t.app.inject({ url: `/api/equipment/${pump.id}/qr?format=png`, headers: tech });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ url: `/api/equipment/${pump.id}/qr`, headers: northTech })).statusCode).toBe(
      404,
    );
  });
});

describe('changing equipment', () => {
  const payload = {
    assetTag: 'HYD-001',
    model: 'Schuler PHS 250',
    name: 'Hydraulic press',
    description: 'Stamping press, line 2',
    area: 'Line 2',
    status: 'active',
    criticality: 'critical',
  };

  it('creates with the session’s warehouse and refuses a duplicate tag (any case) with 409', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: sup,
      payload: { ...payload, warehouseId: tenant.north.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      assetTag: 'HYD-001',
      warehouseId: tenant.main.id,
      createdBy: tenant.supervisor.id,
      version: 1,
    });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: sup,
      payload: { ...payload, assetTag: 'hyd-001' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Asset tag hyd-001 is already used in this warehouse');
    expect(
      t.events.some((e) => e.topic === 'equipment' && e.action === 'created' && e.id === created.json().id),
    ).toBe(true);
  });

  it('validates with the spec’s messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: sup,
      payload: { assetTag: '', model: '', name: '', description: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Equipment name is required',
      'Asset tag is required',
      'Model is required',
      'Description is required',
    ]);
    const badTag = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: sup,
      payload: { ...payload, assetTag: 'A B' },
    });
    expect(badTag.json().message).toBe('Asset tag must be 3 to 20 letters, digits or hyphens');
  });

  it('answers a validation error and a refusal with their codes, params and the English message (ADR 65)', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: sup,
      payload: { ...payload, assetTag: 'CODE-01', status: 'broken', installDate: '1800-01-01' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'date.range',
      params: { field: 'installDate', earliest: '1900-01-01', latest: '9999-12-31' },
      message: 'Install date must be between 1900-01-01 and 9999-12-31',
      details: [
        {
          path: 'installDate',
          code: 'date.range',
          params: { field: 'installDate', earliest: '1900-01-01', latest: '9999-12-31' },
          message: 'Install date must be between 1900-01-01 and 9999-12-31',
        },
        {
          path: 'status',
          code: 'equipment.statusInvalid',
          message: 'Status must be active, inactive, maintenance or retired',
        },
      ],
    });
    const missingTag = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: sup,
      payload: { ...payload, assetTag: ' ' },
    });
    expect(missingTag.json()).toMatchObject({
      code: 'text.required',
      params: { field: 'assetTag' },
      message: 'Asset tag is required',
    });
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/equipment',
        headers: sup,
        payload: { ...payload, assetTag: 'CODE-01' },
      });
    expect((await create()).statusCode).toBe(201);
    const duplicate = await create();
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: 'CONFLICT',
      code: 'equipment.assetTagTaken',
      params: { assetTag: 'CODE-01' },
      message: 'Asset tag CODE-01 is already used in this warehouse',
      details: [
        { path: 'assetTag', code: 'equipment.assetTagTakenShort', message: 'This asset tag is already used' },
      ],
    });
  });

  it('is read-only for technicians', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: tech,
      payload: { ...payload, assetTag: 'T-100' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('updates with If-Match, answers a stale version with the current record, and records history', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/equipment',
        headers: sup,
        payload: { ...payload, assetTag: 'HYD-002' },
      })
    ).json();
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/equipment/${created.id}`,
      headers: { ...sup, 'if-match': '1' },
      payload: { status: 'maintenance', area: 'Line 3' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'maintenance', area: 'Line 3', version: 2 });
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/equipment/${created.id}`,
      headers: { ...sup, 'if-match': '1' },
      payload: { status: 'active' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.status).toBe('maintenance');

    await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      equipmentId: created.id,
      foNumber: 'WO-2026-900',
    });
    const history = (
      await t.app.inject({ url: `/api/equipment/${created.id}/history`, headers: tech })
    ).json();
    expect(history.map((h: { title: string }) => h.title)).toEqual([
      'WO-2026-900 opened (corrective)',
      'Details changed',
      'Equipment added',
    ]);
    expect(history[1].detail).toBe('area: Line 2 → Line 3; status: active → maintenance');
  });

  it('soft-deletes (managers only): gone from lists and lookups, the tag free again', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/equipment',
        headers: sup,
        payload: { ...payload, assetTag: 'DEL-001' },
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/equipment/${created.id}`, headers: sup }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/equipment/${created.id}`, headers: manager }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/equipment/${created.id}`, headers: sup })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/equipment/asset/DEL-001', headers: sup })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: sup,
      payload: { ...payload, assetTag: 'DEL-001' },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('clearing optional fields', () => {
  it('turns a blank location or date into null on update', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/equipment',
        headers: sup,
        payload: {
          assetTag: 'CLR-001',
          model: 'M',
          name: 'N',
          description: 'D',
          area: 'Line 9',
          manufacturer: 'ACME',
          installDate: '2024-01-31',
        },
      })
    ).json();
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/equipment/${created.id}`,
      headers: sup,
      payload: { area: '', manufacturer: null, installDate: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ area: null, manufacturer: null, installDate: null });
  });
});

describe('the list’s total', () => {
  const totalOf = async (query: string) =>
    (await t.app.inject({ url: `/api/equipment?limit=1&${query}`, headers: tech })).headers['x-total-count'];
  const filters = [
    '',
    'status=active',
    'status=maintenance',
    'criticality=low',
    'status=active&criticality=low',
  ];
  const totals = async () => Promise.all(filters.map(totalOf));

  it('follows creates, status changes and deletes, by status and criticality', async () => {
    const before = (await totals()).map(Number);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: sup,
      payload: { assetTag: 'TOT-001', model: 'M', name: 'N', description: 'D', criticality: 'low' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect((await totals()).map(Number)).toEqual([
      before[0]! + 1,
      before[1]! + 1,
      before[2]!,
      before[3]! + 1,
      before[4]! + 1,
    ]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/equipment/${created.id}`,
      headers: sup,
      payload: { status: 'maintenance' },
    });
    expect((await totals()).map(Number)).toEqual([
      before[0]! + 1,
      before[1]!,
      before[2]! + 1,
      before[3]! + 1,
      before[4]!,
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/equipment/${created.id}`, headers: manager });
    expect((await totals()).map(Number)).toEqual(before);
    // A search counts its matches; another warehouse counts its own (one machine).
    expect(await totalOf('q=cmp')).toBe('2');
    expect(
      (await t.app.inject({ url: '/api/equipment?limit=1', headers: northTech })).headers['x-total-count'],
    ).toBe('1');
  });
});
