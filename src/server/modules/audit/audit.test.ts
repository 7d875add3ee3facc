import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
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

  it('answers a malformed date with its code, params and the English message (ADR 65)', async () => {
    const admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
    const malformed = await t.app.inject({ url: '/api/audit?from=yesterday', headers: admin });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'audit.isoDateTime',
      params: { field: 'fromParam' },
      message: 'from must be an ISO date-time',
      details: [
        {
          path: 'from',
          code: 'audit.isoDateTime',
          params: { field: 'fromParam' },
          message: 'from must be an ISO date-time',
        },
      ],
    });
  });

  it('shows a one-plant admin the account rows of exactly the people /api/users shows them (issue 22 §7)', async () => {
    const northPerson = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.north.id],
      role: 'technician',
    });
    const northAdmin = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.north.id],
      role: 'admin',
    });
    // Sign-ins, failed ones and a sign-out of people of Main only, of North only and of both.
    for (const person of [tenant.technician, tenant.manager, northPerson, tenant.admin]) {
      const session = await login(t.app, person.email, person.password);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: 'not-the-password' },
      });
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session.token) });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/setup',
      headers: bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token),
      payload: { type: 'totp' },
    });

    const north = bearer((await login(t.app, northAdmin.email, northAdmin.password)).token);
    const people = await t.app.inject({ url: '/api/users?includeInactive=true', headers: north });
    const seen = people.json<{ id: string }[]>().map((person) => person.id);
    expect(seen).toEqual(expect.arrayContaining([northPerson.id, northAdmin.id, tenant.admin.id]));
    expect(seen).not.toContain(tenant.technician.id);

    const response = await t.app.inject({ url: '/api/audit?limit=500', headers: north });
    expect(response.statusCode).toBe(200);
    const accountRows = response
      .json<{ id: string; warehouseId: string | null; userId: string | null }[]>()
      .filter((row) => row.warehouseId === null);
    const expected = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organizationId, tenant.org.id),
          isNull(auditLog.warehouseId),
          inArray(auditLog.userId, seen),
        ),
      );
    expect(accountRows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(accountRows.filter((row) => !seen.includes(row.userId ?? ''))).toEqual([]);
    expect(accountRows.some((row) => row.userId === northPerson.id)).toBe(true);
  });
});
