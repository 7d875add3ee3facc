import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let mainAdmin: Record<string, string>;

const signedIn = async (person: { email: string; password: string }, warehouseId?: string) =>
  bearer((await login(t.app, person.email, person.password)).token, warehouseId);

const linkAs = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/request-portal/link', headers });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  mainAdmin = await signedIn(tenant.admin, tenant.main.id);
});
afterAll(() => t.close());

/** Labels carry the portal's address whoever prints them (issue 23): the link is no admin's secret. */
describe('GET /api/request-portal/link', () => {
  it("gives everyone who may print labels their plant's portal address, and nobody signed out", async () => {
    const settings = (await t.app.inject({ url: '/api/request-portal', headers: mainAdmin })).json<{
      portalUrl: string;
    }>();
    expect(settings.portalUrl).toMatch(/^http:\/\/localhost:80\/r\/[A-Za-z0-9_-]{22}$/);
    for (const person of [tenant.technician, tenant.supervisor, tenant.manager, tenant.admin]) {
      const answer = await linkAs(await signedIn(person, tenant.main.id));
      expect(answer.statusCode, person.role).toBe(200);
      expect(answer.json()).toEqual({ enabled: true, portalUrl: settings.portalUrl });
    }

    const signedOut = await linkAs({});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: 'UNAUTHENTICATED' });

    // North has a portal of its own, under another key.
    const north = (await linkAs(await signedIn(tenant.northTech))).json<{ portalUrl: string }>();
    expect(north.portalUrl).toMatch(/\/r\/[A-Za-z0-9_-]{22}$/);
    expect(north.portalUrl).not.toBe(settings.portalUrl);
  });

  it('says the portal is off with no address, and follows a replaced link', async () => {
    const supervisor = await signedIn(tenant.supervisor, tenant.main.id);
    const current = (await t.app.inject({ url: '/api/request-portal', headers: mainAdmin })).json<{
      version: number;
    }>();
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/request-portal',
      headers: { ...mainAdmin, 'if-match': String(current.version) },
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await linkAs(supervisor)).json()).toEqual({ enabled: false, portalUrl: null });

    await t.app.inject({
      method: 'PATCH',
      url: '/api/request-portal',
      headers: mainAdmin,
      payload: { enabled: true },
    });
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/request-portal/rotate',
      headers: mainAdmin,
    });
    expect((await linkAs(supervisor)).json()).toEqual({
      enabled: true,
      portalUrl: rotated.json<{ portalUrl: string }>().portalUrl,
    });
  });
});
