import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../test/factories';
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
    expect(negative.json().details).toEqual([
      {
        path: 'approvalLimits.supervisor',
        code: 'settings.approvalLimitNegative',
        message: 'An approval limit cannot be negative',
      },
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

  it('answers each field with its code, params and the English message (ADR 65)', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/plant-settings',
      headers: manager,
      payload: {
        laborRate: -5,
        currency: 'XYZ',
        monthlyBudget: 'lots',
        closeOutCodesRequired: 'yes',
        approvalLimits: { supervisor: 1.234 },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('amount.invalid');
    const byPath = Object.fromEntries(bad.json().details.map((d: { path: string }) => [d.path, d]));
    expect(byPath).toEqual({
      laborRate: {
        path: 'laborRate',
        code: 'amount.invalid',
        params: { field: 'labourRate' },
        message: 'Labour rate must be an amount of 0 or more, with at most 2 decimals',
      },
      currency: {
        path: 'currency',
        code: 'value.oneOf',
        params: { field: 'currency', values: 'USD, EUR, GBP, CAD, AUD, CHF, SEK, NOK, DKK, PLN, JPY, INR' },
        message: 'Currency must be one of: USD, EUR, GBP, CAD, AUD, CHF, SEK, NOK, DKK, PLN, JPY, INR',
      },
      monthlyBudget: {
        path: 'monthlyBudget',
        code: 'amount.invalid',
        params: { field: 'monthlyBudget' },
        message: 'Monthly budget must be an amount of 0 or more, with at most 2 decimals',
      },
      closeOutCodesRequired: {
        path: 'closeOutCodesRequired',
        code: 'value.booleanField',
        params: { field: 'closeOutCodesRequired' },
        message: 'Close-out codes required must be true or false',
      },
      'approvalLimits.supervisor': {
        path: 'approvalLimits.supervisor',
        code: 'settings.approvalLimitDecimals',
        message: 'An approval limit has at most 2 decimals',
      },
    });
  });
});

describe('what every plant shares (ADR 65)', () => {
  it('refuse a one-plant manager with its code and the English message', async () => {
    const addReason = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/downtime-reasons', headers, payload: { label: 'Shared' } });
    const northManager = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.north.id],
      role: 'manager',
    });
    const onePlant = await addReason(
      bearer((await login(t.app, northManager.email, northManager.password)).token),
    );
    expect(onePlant.statusCode).toBe(403);
    expect(onePlant.json()).toEqual({
      error: 'FORBIDDEN',
      code: 'settings.downtimeReasonsShared',
      message:
        'Downtime reasons are shared by every plant of your organization: only a manager or admin of all its plants can change them',
    });
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
