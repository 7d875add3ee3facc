import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DowntimeReason } from '../../../shared/schemas/downtime';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
});
afterAll(() => t.close());

const reasons = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/downtime-reasons', headers: sup })).json<
    DowntimeReason[]
  >();

describe('downtime reasons', () => {
  it('start as the six defaults of every organization, in order', async () => {
    expect((await reasons()).map((r) => [r.code, r.label, r.planned])).toEqual([
      ['breakdown', 'Breakdown', false],
      ['planned_maintenance', 'Planned maintenance', true],
      ['waiting_for_parts', 'Waiting for parts', false],
      ['operator', 'Operator', false],
      ['utilities', 'Utilities', false],
      ['other', 'Other', false],
    ]);
  });

  it('are added, renamed and retired by managers; a retired one stays on past records but takes no new ones', async () => {
    const add = (label: string) =>
      t.app.inject({ method: 'POST', url: '/api/downtime-reasons', headers: manager, payload: { label } });
    const crane = await add('Waiting on the crane!');
    expect(crane.statusCode).toBe(201);
    expect(crane.json()).toMatchObject({ code: 'waiting_on_the_crane', position: 7, active: true });
    expect((await add('Waiting on the crane')).json().code).toBe('waiting_on_the_crane_2');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/downtime-reasons',
          headers: sup,
          payload: { label: 'X' },
        })
      ).statusCode,
    ).toBe(403);

    const retired = await t.app.inject({
      method: 'PATCH',
      url: `/api/downtime-reasons/${crane.json().id}`,
      headers: manager,
      payload: { active: false, label: 'Crane (retired)' },
    });
    expect(retired.json()).toMatchObject({
      active: false,
      label: 'Crane (retired)',
      code: 'waiting_on_the_crane',
    });

    const pump = await buildEquipment(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/downtime',
      headers: sup,
      payload: { equipmentId: pump.id, reasonCode: 'waiting_on_the_crane' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Reason waiting_on_the_crane is retired: choose another reason');
  });
});
