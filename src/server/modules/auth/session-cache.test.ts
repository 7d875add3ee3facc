import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-06-01T08:00:00Z') });
  tenant = await buildTenant(t.db);
  adminAuth = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
});
afterAll(() => t.close());

/** Counts the statements that read the sessions table (drizzle queries through the pool). */
function countSessionReads() {
  const original = t.pool.query.bind(t.pool);
  let reads = 0;
  t.pool.query = ((...args: Parameters<typeof original>) => {
    const [first] = args as unknown[];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
    if (/from "sessions"/.test(text)) reads += 1;
    return original(...args);
  }) as typeof t.pool.query;
  restore = () => {
    t.pool.query = original as typeof t.pool.query;
  };
  return () => reads;
}
let restore = () => {};
afterEach(() => restore());

const me = (token: string, warehouseId?: string) =>
  t.app.inject({ url: '/api/profiles/me', headers: bearer(token, warehouseId) });

/** A person of their own, signed in, whose session this instance has already verified once. */
async function signedInPerson(role: 'technician' | 'supervisor' = 'supervisor', both = false) {
  const person = await buildUser(t.db, {
    organizationId: tenant.org.id,
    warehouseIds: both ? [tenant.main.id, tenant.north.id] : [tenant.main.id],
    role,
  });
  const session = await login(t.app, person.email, person.password);
  expect((await me(session.token)).statusCode).toBe(200);
  return { person, session };
}

describe('verified sessions are kept in the process', () => {
  it('answers the next requests of a session without reading the sessions table', async () => {
    const { session } = await signedInPerson();
    const reads = countSessionReads();
    for (let i = 0; i < 5; i += 1) expect((await me(session.token)).statusCode).toBe(200);
    expect(reads()).toBe(0);
  });

  it('reads it again after the 60 s backstop', async () => {
    const { session } = await signedInPerson();
    const reads = countSessionReads();
    t.clock.advance(60_000);
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(200);
    expect(reads()).toBe(1);
  });

  it('ends a signed-out session at once', async () => {
    const { session } = await signedInPerson();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('ends the sessions of a deactivated person at once', async () => {
    const { person, session } = await signedInPerson();
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.id}/deactivate`,
      headers: adminAuth,
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('ends the other sessions at once when the password changes', async () => {
    const { person, session: phone } = await signedInPerson();
    const laptop = await login(t.app, person.email, person.password);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(laptop.token),
      payload: { currentPassword: person.password, newPassword: 'a-brand-new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it('applies a role change to the next request', async () => {
    const { person, session } = await signedInPerson('supervisor');
    const analytics = () =>
      t.app.inject({ url: '/api/analytics/kpis?days=30', headers: bearer(session.token) });
    expect((await analytics()).statusCode).toBe(200);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${person.id}`,
      headers: adminAuth,
      payload: { role: 'technician' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await analytics()).statusCode).toBe(403);
  });

  it('refuses a warehouse taken away, from the next request', async () => {
    const { person, session } = await signedInPerson('technician', true);
    expect((await me(session.token, tenant.north.id)).statusCode).toBe(200);
    const narrowed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${person.id}`,
      headers: adminAuth,
      payload: { warehouseIds: [tenant.main.id] },
    });
    expect(narrowed.statusCode).toBe(200);
    const refused = await me(session.token, tenant.north.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have access to this warehouse');
  });
});
