import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let manager: Record<string, string>;
let sup: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(() => t.close());

describe('plant cost settings', () => {
  it('start unset in US dollars and are changed by managers, versioned', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/plant-settings', headers: sup });
    expect(before.json()).toEqual({
      warehouseId: tenant.main.id,
      warehouseName: 'Main Plant',
      laborRate: null,
      currency: 'USD',
      monthlyBudget: null,
      closeOutCodesRequired: false,
      approvalLimits: { technician: 0, supervisor: 1000, manager: 10000 },
      version: 1,
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/plant-settings',
      headers: { ...manager, 'if-match': '1' },
      payload: {
        laborRate: 62.5,
        currency: 'EUR',
        monthlyBudget: '18000',
        approvalLimits: { supervisor: 1500, manager: 25000 },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      laborRate: '62.50',
      currency: 'EUR',
      monthlyBudget: '18000.00',
      // Left out, admins approve any amount.
      approvalLimits: { supervisor: 1500, manager: 25000 },
      version: 2,
    });
    const negative = await t.app.inject({
      method: 'PATCH',
      url: '/api/plant-settings',
      headers: manager,
      payload: { approvalLimits: { supervisor: -1 } },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details).toMatchObject([
      { path: 'approvalLimits.supervisor', message: 'An approval limit cannot be negative' },
    ]);

    const stale = await t.app.inject({
      method: 'PATCH',
      url: '/api/plant-settings',
      headers: { ...manager, 'if-match': '1' },
      payload: { monthlyBudget: '' },
    });
    expect(stale.statusCode).toBe(409);
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/plant-settings',
      headers: manager,
      payload: { monthlyBudget: '' },
    });
    expect(cleared.json().monthlyBudget).toBeNull();
  });

  it('refuses supervisors, unknown currencies and negative rates with a message to act on', async () => {
    const bySupervisor = await t.app.inject({
      method: 'PATCH',
      url: '/api/plant-settings',
      headers: sup,
      payload: { laborRate: 10 },
    });
    expect(bySupervisor.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/plant-settings',
      headers: manager,
      payload: { currency: 'XYZ', laborRate: -5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['currency', 'laborRate']);
  });
});

describe('the close-out codes rule', () => {
  it('is optional until a manager requires it for the plant, and a supervisor may not', async () => {
    const require = (headers: Record<string, string>, closeOutCodesRequired: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/plant-settings',
        headers,
        payload: { closeOutCodesRequired },
      });
    expect((await require(sup, true)).statusCode).toBe(403);
    const required = await require(manager, true);
    expect(required.statusCode).toBe(200);
    expect(required.json().closeOutCodesRequired).toBe(true);
    const read = await t.app.inject({ method: 'GET', url: '/api/plant-settings', headers: sup });
    expect(read.json().closeOutCodesRequired).toBe(true);
    expect((await require(manager, false)).json().closeOutCodesRequired).toBe(false);
  });
});
