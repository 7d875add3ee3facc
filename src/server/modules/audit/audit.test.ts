import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

describe('GET /api/audit', () => {
  it('shows admins who changed what, with names, filtered, and only of their warehouses', async () => {
    const sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: sup,
      payload: { name: 'Audit Supply' },
    });
    const id = vendor.json().id as string;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/vendors/${id}`,
      headers: sup,
      payload: { phone: '+44 20 7946 0001' },
    });

    const admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
    const response = await t.app.inject({ url: `/api/audit?entityId=${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const supervisorName = `${tenant.supervisor.firstName} ${tenant.supervisor.lastName}`;
    expect(response.json()).toEqual([
      expect.objectContaining({
        entityType: 'vendor',
        action: 'updated',
        userName: supervisorName,
        warehouseId: tenant.main.id,
        changes: { phone: { from: null, to: '+44 20 7946 0001' } },
      }),
      expect.objectContaining({ entityType: 'vendor', action: 'created', userName: supervisorName }),
    ]);

    const paged = await t.app.inject({ url: `/api/audit?entityId=${id}&limit=1`, headers: admin });
    expect(paged.json()).toHaveLength(1);
    const rest = await t.app.inject({
      url: `/api/audit?entityId=${id}&limit=1&cursor=${paged.headers['x-next-cursor']}`,
      headers: admin,
    });
    expect(rest.json()[0].action).toBe('created');

    const northOnly = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.north.id],
      role: 'admin',
    });
    const north = bearer((await login(t.app, northOnly.email, northOnly.password)).token);
    const hidden = await t.app.inject({ url: `/api/audit?entityId=${id}`, headers: north });
    expect(hidden.json()).toEqual([]);
    const tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
    expect((await t.app.inject({ url: '/api/audit', headers: tech })).statusCode).toBe(403);
  });
});
