import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DowntimeReason } from '../../../shared/schemas/downtime';
import { userWarehouses } from '../../db/schema';
import { buildEquipment, buildTenant, buildUser } from '../../test/factories';
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
  // The reasons are the whole organization's: this manager works in both its plants.
  await t.db.insert(userWarehouses).values({ userId: tenant.manager.id, warehouseId: tenant.north.id });
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

  it('are changed only by managers and admins of every plant: a one-plant one is refused and told why (issue 22 §7)', async () => {
    const oneForEach = async (role: 'manager' | 'admin', warehouseId: string) => {
      const person = await buildUser(t.db, {
        organizationId: tenant.org.id,
        warehouseIds: [warehouseId],
        role,
      });
      return bearer((await login(t.app, person.email, person.password)).token);
    };
    const breakdown = (await reasons()).find((r) => r.code === 'breakdown')!;
    const why =
      'Downtime reasons are shared by every plant of your organization: only a manager or admin of all its plants can change them';
    for (const headers of [
      await oneForEach('manager', tenant.north.id),
      await oneForEach('manager', tenant.main.id),
      await oneForEach('admin', tenant.north.id),
    ]) {
      const retire = await t.app.inject({
        method: 'PATCH',
        url: `/api/downtime-reasons/${breakdown.id}`,
        headers,
        payload: { active: false, label: 'Broken' },
      });
      expect(retire.statusCode).toBe(403);
      expect(retire.json().message).toBe(why);
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/downtime-reasons',
        headers,
        payload: { label: 'North only reason' },
      });
      expect(add.statusCode).toBe(403);
      expect(add.json().message).toBe(why);
    }
    expect((await reasons()).find((r) => r.code === 'breakdown')).toEqual(breakdown);
    expect((await reasons()).map((r) => r.label)).not.toContain('North only reason');

    const me = await t.app.inject({
      url: '/api/profiles/me',
      headers: await oneForEach('manager', tenant.north.id),
    });
    expect(me.json().organizationWide).toBe(false);
    expect((await t.app.inject({ url: '/api/profiles/me', headers: manager })).json().organizationWide).toBe(
      true,
    );
  });
});
