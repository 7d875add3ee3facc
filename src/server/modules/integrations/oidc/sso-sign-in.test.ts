import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../../shared/schemas/auth';
import { auditLog, users } from '../../../db/schema';
import { createLogger } from '../../../lib/logger';
import { buildTenant, buildUser } from '../../../test/factories';
import { bearer, login } from '../../../test/http';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc-test-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getOrCreateSetting } from '../../settings/settings.service';
import { flowCookieValue } from './sso-flow-cookie';
import { beginSignOn, callBack, signInAtProvider, signOn, takeOverSession } from './sso-flow.test-helper';

const ORIGIN = 'http://fieldwork.test';
let t: TestApp;
let provider: TestOidcProvider;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let admin: Record<string, string>;
let logged = '';
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});
const handedOver: string[] = [];

beforeAll(async () => {
  provider = await startTestOidcProvider(
    [
      { email: 'Ada.Matched@Plant.Example', givenName: 'Ada', familyName: 'Matched' },
      { email: 'new.starter@plant.example', givenName: 'Nina', familyName: 'Starter' },
      {
        email: 'lead.hand@plant.example',
        givenName: 'Lee',
        familyName: 'Hand',
        groups: ['cmms-leads', 'staff'],
      },
      { email: 'gone@plant.example' },
      { email: 'unverified@plant.example', emailVerified: false },
    ],
    [`${ORIGIN}/api/auth/sso/callback`],
  );
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, logger: createLogger({ level: 'trace' }, logSink) });
  tenant = await buildTenant(t.db);
  admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
  await buildUser(t.db, {
    organizationId: tenant.org.id,
    warehouseIds: [tenant.main.id],
    email: 'ada.matched@plant.example',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'supervisor',
  });
  await buildUser(t.db, {
    organizationId: tenant.org.id,
    warehouseIds: [tenant.main.id],
    email: 'gone@plant.example',
    active: false,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  issuerUrl: provider.issuerUrl,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
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

async function configure(overrides: Record<string, unknown> = {}) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/sso/settings',
    headers: admin,
    payload: settings(overrides),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

const failureOf = (location: string) => Object.fromEntries(new URL(location).searchParams);

describe('single sign-on through OpenID Connect', () => {
  it('is off until configured, and the sign-in page learns the label once it is on', async () => {
    expect((await t.app.inject({ url: '/api/auth/sso' })).json()).toEqual({ enabled: false, label: 'SSO' });
    const start = await t.app.inject({ url: '/api/auth/sso/start' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`${ORIGIN}/login?ssoError=not_configured`);
    await configure();
    expect((await t.app.inject({ url: '/api/auth/sso' })).json()).toEqual({
      enabled: true,
      label: 'Plant Login',
    });
  });

  it('sends the browser to the provider with PKCE S256, state and nonce, remembered in a callback-only cookie', async () => {
    await configure();
    const start = await t.app.inject({ url: '/api/auth/sso/start' });
    const url = new URL(start.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuerUrl}/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/sso/callback`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toContain('Path=/api/auth/sso/callback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
  });

  it('matches a verified e-mail to the existing user, case-insensitively, and hands over our own session once', async () => {
    await configure();
    const back = await signOn(t.app, 'Ada.Matched@Plant.Example');
    expect(back.location).toBe(`${ORIGIN}/login?sso=1`);
    const session = await takeOverSession(t.app, back.handoffCookie);
    expect(session.statusCode, session.body).toBe(200);
    const body = session.json<LoginResponse>();
    expect(body.user).toMatchObject({
      email: 'ada.matched@plant.example',
      lastName: 'Lovelace',
      role: 'supervisor',
    });
    const me = await t.app.inject({ url: '/api/profiles/me', headers: bearer(body.token) });
    expect(me.json()).toMatchObject({ email: 'ada.matched@plant.example' });
    handedOver.push(back.handoffCookie ?? '', body.refreshToken, body.token);
    const again = await takeOverSession(t.app, back.handoffCookie);
    expect(again.statusCode).toBe(401);
    const [login] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.user.id));
    expect(login).toMatchObject({
      action: 'login',
      changes: { method: 'single_sign_on', sessionId: body.sessionId },
    });
  });

  it('refuses a person without a Fieldwork account unless just-in-time creation is on', async () => {
    await configure();
    const refused = await signOn(t.app, 'new.starter@plant.example');
    expect(failureOf(refused.location)).toEqual({
      ssoError: 'unknown_user',
      email: 'new.starter@plant.example',
    });
    expect(refused.handoffCookie).toBeUndefined();
  });

  it('creates a person on first sign-in with the default role and warehouse', async () => {
    await configure({ createUsers: true, defaultRole: 'technician', defaultWarehouseId: tenant.north.id });
    const back = await signOn(t.app, 'new.starter@plant.example');
    const body = (await takeOverSession(t.app, back.handoffCookie)).json<LoginResponse>();
    expect(body.user).toMatchObject({
      email: 'new.starter@plant.example',
      firstName: 'Nina',
      lastName: 'Starter',
      role: 'technician',
      warehouseId: tenant.north.id,
    });
  });

  it('gives a created person the widest role their groups map to', async () => {
    await configure({
      createUsers: true,
      defaultWarehouseId: tenant.main.id,
      groupsClaim: 'groups',
      groupRoles: { staff: 'technician', 'cmms-leads': 'supervisor', 'other-team': 'admin' },
    });
    const back = await signOn(t.app, 'lead.hand@plant.example');
    const body = (await takeOverSession(t.app, back.handoffCookie)).json<LoginResponse>();
    expect(body.user).toMatchObject({ email: 'lead.hand@plant.example', role: 'supervisor' });
  });

  it('refuses a deactivated person, and an e-mail the provider has not verified', async () => {
    await configure({ createUsers: true, defaultWarehouseId: tenant.main.id });
    const deactivated = await signOn(t.app, 'gone@plant.example');
    expect(failureOf(deactivated.location)).toEqual({ ssoError: 'deactivated' });
    expect(deactivated.handoffCookie).toBeUndefined();
    const unverified = await signOn(t.app, 'unverified@plant.example');
    expect(failureOf(unverified.location)).toEqual({
      ssoError: 'unverified_email',
      email: 'unverified@plant.example',
    });
    const created = await t.db.select().from(users).where(eq(users.email, 'unverified@plant.example'));
    expect(created).toEqual([]);
  });

  it('refuses a callback whose state belongs to another browser’s sign-in', async () => {
    await configure();
    const mine = await beginSignOn(t.app);
    const theirs = await beginSignOn(t.app);
    const theirCallback = await signInAtProvider(theirs.authorizeUrl, 'ada.matched@plant.example');
    const back = await callBack(t.app, theirCallback, mine.flowCookie);
    expect(failureOf(back.location)).toEqual({ ssoError: 'tampered' });
    expect(back.handoffCookie).toBeUndefined();
  });

  it('refuses a callback without the flow cookie, or with a forged one', async () => {
    await configure();
    const begun = await beginSignOn(t.app);
    const callbackUrl = await signInAtProvider(begun.authorizeUrl, 'ada.matched@plant.example');
    const forged = `${begun.flowCookie.split('.')[0]}.AAAA`;
    expect(failureOf((await callBack(t.app, callbackUrl, forged)).location)).toEqual({
      ssoError: 'tampered',
    });
    const bare = await t.app.inject({ url: `${callbackUrl.pathname}${callbackUrl.search}` });
    expect(failureOf(bare.headers.location as string)).toEqual({ ssoError: 'tampered' });
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    await configure();
    const begun = await beginSignOn(t.app);
    const [payload] = begun.flowCookie.split('.');
    const checks = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      state: string;
      codeVerifier: string;
    };
    const callbackUrl = await signInAtProvider(begun.authorizeUrl, 'ada.matched@plant.example');
    // A cookie signed with the install's key, right state and verifier, another nonce.
    const key = await getOrCreateSetting(t.db, 'sso_cookie_key', () => 'unused');
    const otherNonce = flowCookieValue(
      key,
      { state: checks.state, codeVerifier: checks.codeVerifier, nonce: 'a-nonce-from-another-sign-in' },
      new Date(),
    );
    const back = await callBack(t.app, callbackUrl, otherNonce);
    expect(failureOf(back.location)).toEqual({ ssoError: 'tampered' });
  });

  it('answers the hand-off without a cookie with 401', async () => {
    const response = await takeOverSession(t.app, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'sso.expired',
      message: 'The single sign-on has expired. Sign in again.',
    });
  });

  it('logs neither the client secret nor the tokens it hands over', () => {
    expect(logged).toContain('/api/auth/sso/callback');
    expect(logged).not.toContain(provider.clientSecret);
    for (const token of handedOver) expect(logged).not.toContain(token);
  });
});
