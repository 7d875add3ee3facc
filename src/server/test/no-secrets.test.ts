import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, sessionRefreshTokens, users } from '../db/schema';
import { generateTotp } from '../modules/auth/totp';
import { buildNotification, buildTenant } from './factories';
import { bearer, login } from './http';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
const bodies: string[] = [];

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  const response = await t.app.inject({ method, url, headers, payload });
  bodies.push(`${JSON.stringify(response.headers)}\n${response.body}`);
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  await buildNotification(t.db, { organizationId: tenant.org.id, userId: tenant.admin.id });
});
afterAll(() => t.close());

describe('responses never carry secrets', () => {
  it('hold no password hash, token hash, TOTP secret or signing key across every kind of answer', async () => {
    const { admin, supervisor, technician } = tenant;
    const adminSession = (
      await call('POST', '/api/auth/login', {}, { email: admin.email, password: admin.password })
    ).json();

    // Turn MFA on for the supervisor, so a stored TOTP secret exists to look for.
    const sup = await login(t.app, supervisor.email, supervisor.password);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/setup',
      headers: bearer(sup.token),
      payload: { type: 'totp' },
    });
    const secret = setup.json().setup.secret as string;
    await call('POST', '/api/auth/mfa/enable', bearer(sup.token), {
      token: generateTotp(secret, t.clock.now()),
    });

    await call('POST', '/api/auth/login', {}, { email: supervisor.email, password: supervisor.password });
    await call('POST', '/api/auth/login', {}, { email: admin.email, password: 'wrong-password' });
    await call('POST', '/api/auth/refresh', {}, { refreshToken: adminSession.refreshToken });
    await call('POST', '/api/auth/refresh', {}, { refreshToken: adminSession.refreshToken });
    const fresh = (
      await call('POST', '/api/auth/login', {}, { email: admin.email, password: admin.password })
    ).json();
    const freshAuth = bearer(fresh.token);
    await call('GET', '/api/profiles/me', freshAuth);
    await call('GET', `/api/profiles/${technician.id}`, freshAuth);
    await call('GET', '/api/warehouses', freshAuth);
    await call('GET', '/api/users?includeInactive=true', freshAuth);
    const created = await call('POST', '/api/users', freshAuth, {
      firstName: 'Lee',
      lastName: 'Park',
      email: 'lee.park@x.example',
      role: 'technician',
      warehouseIds: [tenant.main.id],
      password: 'initial-password-9',
    });
    await call('PATCH', `/api/users/${created.json().id}`, freshAuth, { role: 'supervisor' });
    await call('POST', `/api/users/${created.json().id}/deactivate`, freshAuth);
    await call('GET', '/api/notifications', freshAuth);
    await call('POST', '/api/auth/change-password', freshAuth, {
      currentPassword: 'nope-nope-nope',
      newPassword: 'x',
    });
    await call('GET', '/api/health');
    await call('GET', '/api/openapi.json');
    await call('GET', '/api/users/not-a-uuid', freshAuth);
    await call('GET', '/api/nothing-here');
    await call('POST', '/api/auth/logout', freshAuth);
    expect(bodies.length).toBeGreaterThan(15);

    const forbidden: string[] = ['$argon2'];
    for (const row of await t.db.select({ h: sessionRefreshTokens.tokenHash }).from(sessionRefreshTokens))
      forbidden.push(row.h);
    for (const row of await t.db.select({ s: users.mfaSecret, h: users.passwordHash }).from(users)) {
      if (row.s) forbidden.push(row.s);
      forbidden.push(row.h);
    }
    for (const row of await t.db.select({ v: appSettings.value }).from(appSettings)) forbidden.push(row.v);
    expect(forbidden).toContain(secret);

    const all = bodies.join('\n');
    for (const value of forbidden)
      expect(all.includes(value), `a response contains ${value.slice(0, 12)}…`).toBe(false);
    expect(all).not.toMatch(/\bat [\w.<>]+ \(|node_modules|stack/i);
  });
});
