import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories';
import { bearer, login } from '../../../test/http';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc-test-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';

const SECRET = 'client-secret-that-must-never-come-back';
let t: TestApp;
let provider: TestOidcProvider;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let admin: Record<string, string>;

beforeAll(async () => {
  provider = await startTestOidcProvider([], ['http://fieldwork.test/api/auth/sso/callback']);
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  issuerUrl: provider.issuerUrl,
  clientId: 'fieldwork',
  clientSecret: SECRET,
  buttonLabel: 'Plant Login',
  createUsers: false,
  defaultRole: 'technician',
  defaultWarehouseId: null,
  groupsClaim: null,
  groupRoles: {},
  requireSso: false,
  breakGlassUserId: null,
  ...overrides,
});

const put = (payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/sso/settings', headers, payload });

describe('single sign-on settings', () => {
  it('start off, save at a version, and never answer the client secret', async () => {
    const before = await t.app.inject({ url: '/api/sso/settings', headers: admin });
    expect(before.json()).toMatchObject({
      enabled: false,
      clientSecretSet: false,
      buttonLabel: 'SSO',
      version: 1,
    });
    const saved = await put(body(), { ...admin, 'if-match': '1' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    expect(saved.json()).toMatchObject({
      enabled: true,
      clientSecretSet: true,
      managedByEnvironment: false,
      version: 2,
    });
    const kept = await put(body({ clientSecret: '', buttonLabel: 'Plant SSO' }));
    expect(kept.json()).toMatchObject({ clientSecretSet: true, buttonLabel: 'Plant SSO' });
    const stale = await put(body(), { ...admin, 'if-match': '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).not.toContain(SECRET);
    const audit = await t.app.inject({ url: '/api/audit?entityType=sso_settings', headers: admin });
    expect(audit.body).not.toContain(SECRET);
  });

  it('say what is missing: issuer and client, a plain-http issuer elsewhere, the warehouse, the break-glass admin', async () => {
    const cases: [object, string, string, string][] = [
      [
        body({ issuerUrl: '', clientId: '' }),
        'issuerUrl',
        'sso.providerFirst',
        'Enter the issuer URL and client ID before turning single sign-on on',
      ],
      [
        body({ issuerUrl: 'http://login.example.com' }),
        'issuerUrl',
        'sso.issuerHttps',
        'The issuer URL must start with https:// (http is accepted only for a provider on this machine)',
      ],
      [
        body({ createUsers: true }),
        'defaultWarehouseId',
        'sso.chooseJoinWarehouse',
        'Choose the warehouse new people join',
      ],
      [
        body({ requireSso: true }),
        'breakGlassUserId',
        'sso.chooseBreakGlass',
        'Choose the break-glass admin who may still sign in with a password',
      ],
      [
        body({ requireSso: true, breakGlassUserId: tenant.manager.id }),
        'breakGlassUserId',
        'sso.breakGlassAdmin',
        'The break-glass account must be an active admin of your organization',
      ],
    ];
    for (const [payload, path, code, message] of cases) {
      const refused = await put(payload);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().details).toContainEqual({ path, code, message });
    }
    // ADR 65: the whole answer of a schema refusal and of a thrown one, code first, English unchanged.
    const tooLong = await put(body({ issuerUrl: `https://login.example.com/${'x'.repeat(480)}` }));
    expect(tooLong.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      code: 'text.tooLong',
      params: { field: 'issuerUrl', max: 500 },
      message: 'Issuer URL must be at most 500 characters',
    });
    const plainHttp = await put(body({ issuerUrl: 'http://login.example.com' }));
    expect(plainHttp.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'sso.issuerHttps',
      message:
        'The issuer URL must start with https:// (http is accepted only for a provider on this machine)',
      details: [
        {
          path: 'issuerUrl',
          code: 'sso.issuerHttps',
          message:
            'The issuer URL must start with https:// (http is accepted only for a provider on this machine)',
        },
      ],
    });
  });

  it('are the admins’ only', async () => {
    const manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
    expect((await t.app.inject({ url: '/api/sso/settings', headers: manager })).statusCode).toBe(403);
  });

  it('test the connection by reading the issuer’s discovery document', async () => {
    const ok = await t.app.inject({
      url: `/api/sso/discovery?issuerUrl=${encodeURIComponent(provider.issuerUrl)}`,
      headers: admin,
    });
    expect(ok.json()).toEqual({
      ok: true,
      code: 'sso.connected',
      params: { issuer: provider.issuerUrl, signInPage: `${provider.issuerUrl}/auth` },
      message: `Connected to ${provider.issuerUrl}: its sign-in page is ${provider.issuerUrl}/auth.`,
    });
    const down = await t.app.inject({
      url: `/api/sso/discovery?issuerUrl=${encodeURIComponent('http://127.0.0.1:9')}`,
      headers: admin,
    });
    expect(down.json()).toMatchObject({
      ok: false,
      code: 'sso.discoveryFailed',
      params: { issuerUrl: 'http://127.0.0.1:9' },
    });
    expect(down.json().message).toMatch(
      /^Could not read http:\/\/127\.0\.0\.1:9\/\.well-known\/openid-configuration: /,
    );
  });

  it('when required, refuse password sign-in and change to everyone but the break-glass admin', async () => {
    // Signed in before single sign-on became required: the session stays, its password cannot change.
    const signedInBefore = bearer(
      (await login(t.app, tenant.technician.email, tenant.technician.password)).token,
    );
    const saved = await put(body({ requireSso: true, breakGlassUserId: tenant.admin.id }));
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenant.technician.email, password: tenant.technician.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'FORBIDDEN',
      code: 'sso.passwordRefused',
      params: { provider: 'Plant Login' },
      message: 'Your organization signs in through Plant Login.',
    });
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenant.technician.email, password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const passwordChange = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: signedInBefore,
      payload: { currentPassword: tenant.technician.password, newPassword: 'a-new-technician-pass' },
    });
    expect(passwordChange.statusCode).toBe(403);
    expect(passwordChange.json()).toMatchObject({
      message: 'Your organization signs in through Plant Login.',
    });
    const breakGlass = await login(t.app, tenant.admin.email, tenant.admin.password);
    expect(breakGlass.user.id).toBe(tenant.admin.id);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(breakGlass.token),
      payload: { currentPassword: tenant.admin.password, newPassword: 'a-new-break-glass-pass' },
    });
    expect(change.statusCode).toBe(200);
    await put(body({ requireSso: false }));
  });

  it('with OIDC_* set, take the provider from the environment and keep the screen read-only for it', async () => {
    const envApp = await createTestApp({
      env: {
        OIDC_ISSUER: provider.issuerUrl,
        OIDC_CLIENT_ID: 'fieldwork',
        OIDC_CLIENT_SECRET: SECRET,
        OIDC_BUTTON_LABEL: 'Corporate SSO',
      },
    });
    try {
      const envTenant = await buildTenant(envApp.db);
      await buildUser(envApp.db, { organizationId: envTenant.org.id, warehouseIds: [envTenant.main.id] });
      const headers = bearer(
        (await login(envApp.app, envTenant.admin.email, envTenant.admin.password)).token,
      );
      const shown = await envApp.app.inject({ url: '/api/sso/settings', headers });
      expect(shown.body).not.toContain(SECRET);
      expect(shown.json()).toMatchObject({
        enabled: true,
        issuerUrl: provider.issuerUrl,
        clientId: 'fieldwork',
        clientSecretSet: true,
        buttonLabel: 'Corporate SSO',
        managedByEnvironment: true,
      });
      expect((await envApp.app.inject({ url: '/api/auth/sso' })).json()).toEqual({
        enabled: true,
        label: 'Corporate SSO',
      });
    } finally {
      await envApp.close();
    }
  });
});
