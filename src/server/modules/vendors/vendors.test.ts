import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;
let tech: Record<string, string>;
let northTech: Record<string, string>;

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
});
afterAll(() => t.close());

describe('vendors', () => {
  it('creates, lists with search and type, and validates with the form’s messages', async () => {
    const acme = await inject('POST', '/api/vendors', sup, {
      name: 'Acme Bearings',
      type: 'supplier',
      email: 'orders@acme.example',
      phone: '+44 20 7946 0000',
      contactPerson: 'Ruth Lee',
    });
    expect(acme.statusCode).toBe(201);
    expect(acme.json()).toMatchObject({
      name: 'Acme Bearings',
      type: 'supplier',
      partsCount: 0,
      openWorkOrdersCount: 0,
    });
    await inject('POST', '/api/vendors', sup, {
      name: 'Volt Electrical Services',
      type: 'contractor',
      email: '',
    });
    const names = async (query: string) =>
      (await inject('GET', `/api/vendors?${query}`, tech)).json().map((v: { name: string }) => v.name);
    expect(await names('')).toEqual(['Acme Bearings', 'Volt Electrical Services']);
    expect(await names('type=contractor')).toEqual(['Volt Electrical Services']);
    expect(await names('q=ruth')).toEqual(['Acme Bearings']);
    expect(await (async () => (await inject('GET', '/api/vendors', northTech)).json())()).toEqual([]);

    const bad = await inject('POST', '/api/vendors', sup, { name: ' ', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Name is required',
      'Invalid email format',
    ]);
    expect((await inject('POST', '/api/vendors', tech, { name: 'Nope' })).statusCode).toBe(403);
  });

  it('answers a wrong field and a missing vendor with their code and the English message (ADR 65)', async () => {
    const bad = await inject('POST', '/api/vendors', sup, { name: 'Typed', type: 'broker', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'vendor.typeInvalid',
      message: 'Type must be supplier or contractor',
      details: [
        { path: 'type', code: 'vendor.typeInvalid', message: 'Type must be supplier or contractor' },
        // The same sentence as a user's email, so the same code.
        { path: 'email', code: 'user.emailInvalid', message: 'Invalid email format' },
      ],
    });
    const missing = await inject('GET', '/api/vendors/00000000-0000-4000-8000-000000000000', sup);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'NOT_FOUND',
      code: 'record.notFound',
      params: { record: 'vendor' },
      message: 'Vendor not found',
    });
  });

  it('counts the parts and open work orders that refer to a vendor', async () => {
    const vendor = (
      await inject('POST', '/api/vendors', sup, { name: 'Hydra Supply', type: 'supplier' })
    ).json();
    const part = await inject('POST', '/api/parts', sup, {
      name: 'Seal kit',
      partNumber: 'SK-1',
      vendorId: vendor.id,
    });
    expect(part.json()).toMatchObject({ vendorId: vendor.id, vendor: 'Hydra Supply' });
    await inject('POST', '/api/work-orders', sup, {
      foNumber: 'WO-2026-501',
      description: 'Rebuild press cylinder',
      vendorId: vendor.id,
    });
    const done = (
      await inject('POST', '/api/work-orders', sup, {
        foNumber: 'WO-2026-502',
        description: 'Old job by the vendor',
        vendorId: vendor.id,
        assignedTo: tenant.supervisor.id,
      })
    ).json();
    await inject('PATCH', `/api/work-orders/${done.id}`, sup, { status: 'in_progress' });
    await inject('PATCH', `/api/work-orders/${done.id}`, sup, { status: 'completed' });
    const fetched = (await inject('GET', `/api/vendors/${vendor.id}`, tech)).json();
    expect(fetched).toMatchObject({ partsCount: 1, openWorkOrdersCount: 1 });
    const orders = (await inject('GET', `/api/work-orders?vendorId=${vendor.id}`, tech)).json();
    expect(orders.map((o: { vendorName: string }) => o.vendorName)).toEqual(['Hydra Supply', 'Hydra Supply']);
  });

  it('updates with If-Match (clearing a field) and soft-deletes for managers, refusing a stale delete', async () => {
    const vendor = (await inject('POST', '/api/vendors', sup, { name: 'Temp Vendor', phone: '123' })).json();
    const updated = await inject(
      'PATCH',
      `/api/vendors/${vendor.id}`,
      { ...sup, 'if-match': '1' },
      { phone: '', type: 'contractor' },
    );
    expect(updated.json()).toMatchObject({ phone: null, type: 'contractor', version: 2 });
    expect(
      (await inject('PATCH', `/api/vendors/${vendor.id}`, { ...sup, 'if-match': '1' }, { name: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await inject('DELETE', `/api/vendors/${vendor.id}`, sup)).statusCode).toBe(403);
    const stale = await inject('DELETE', `/api/vendors/${vendor.id}`, { ...manager, 'if-match': '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'VERSION_CONFLICT',
      message: 'Someone else changed this record. Review the current values and try again.',
      current: { id: vendor.id, phone: null, version: 2 },
    });
    expect((await inject('DELETE', `/api/vendors/${vendor.id}`, manager)).statusCode).toBe(204);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, vendor.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['deleted']));
    expect(t.events.filter((e) => e.id === vendor.id).map((e) => e.action)).toContain('deleted');
    expect((await inject('GET', `/api/vendors/${vendor.id}`, sup)).statusCode).toBe(404);
    expect((await inject('GET', `/api/vendors/${vendor.id}`, northTech)).statusCode).toBe(404);
  });
});
