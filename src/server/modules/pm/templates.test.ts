import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;
let tech: Record<string, string>;
let northTech: Record<string, string>;

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await buildEquipment(t.db, { ...scope, model: 'Atlas Copco GA37' });
  await buildEquipment(t.db, { ...scope, model: 'atlas copco ga37' });
  await buildEquipment(t.db, { ...scope, model: 'Atlas Copco GA37', status: 'retired' });
});
afterAll(() => t.close());

describe('PM templates', () => {
  it('creates with the form’s defaults and counts the active equipment of the model', async () => {
    const response = await inject('POST', '/api/pm-templates', sup, {
      model: 'Atlas Copco GA37',
      component: 'Air filter',
      action: 'Replace element',
      checklist: ['Isolate compressor', 'Replace filter element', 'Reset service counter'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      frequency: 'monthly',
      estimatedDuration: 60,
      description: null,
      customFields: {},
      active: true,
      matchingEquipment: 2,
      checklist: ['Isolate compressor', 'Replace filter element', 'Reset service counter'],
    });
  });

  it('validates with the form’s messages', async () => {
    const response = await inject('POST', '/api/pm-templates', sup, {
      model: '',
      component: ' ',
      action: '',
      estimatedDuration: 0,
      frequency: 'hourly',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Model is required',
      'Component is required',
      'Action is required',
      'Frequency must be one of: daily, weekly, monthly, quarterly, annually',
      'Estimated duration must be at least 1 minute',
    ]);
  });

  it('replaces with PUT (If-Match), lists per warehouse, and deletes for managers', async () => {
    const created = (
      await inject('POST', '/api/pm-templates', sup, {
        model: 'Hytrol E24',
        component: 'Chain',
        action: 'Lubricate',
        description: 'Use food-grade oil',
      })
    ).json();
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/pm-templates/${created.id}`,
      headers: { ...sup, 'if-match': '1' },
      payload: {
        model: 'Hytrol E24',
        component: 'Chain',
        action: 'Lubricate and tension',
        frequency: 'weekly',
        estimatedDuration: 30,
        customFields: { oil: 'ISO VG 220' },
      },
    });
    expect(replaced.json()).toMatchObject({
      action: 'Lubricate and tension',
      frequency: 'weekly',
      estimatedDuration: 30,
      description: null,
      version: 2,
    });
    expect(
      (
        await inject(
          'PUT',
          `/api/pm-templates/${created.id}`,
          { ...sup, 'if-match': '1' },
          { model: 'x', component: 'y', action: 'z' },
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (await inject('GET', '/api/pm-templates', tech)).json().map((x: { component: string }) => x.component),
    ).toContain('Chain');
    expect((await inject('GET', '/api/pm-templates', northTech)).json()).toEqual([]);
    expect(
      (await inject('POST', '/api/pm-templates', tech, { model: 'a', component: 'b', action: 'c' }))
        .statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/pm-templates/${created.id}`, sup)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/pm-templates/${created.id}`, manager)).statusCode).toBe(204);
    expect(
      (await inject('GET', '/api/pm-templates', tech)).json().map((x: { component: string }) => x.component),
    ).not.toContain('Chain');
  });
});
