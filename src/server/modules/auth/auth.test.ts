import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadJwtSecret } from './jwt-secret';
import { createTokenSigner } from './tokens';
import { generateTotp } from './totp';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-06-01T08:00:00Z') });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('POST /api/auth/login', () => {
  it('signs in and stores the device fingerprint on the session', async () => {
    const { supervisor, main } = tenant;
    const response = await post('/api/auth/login', {
      email: supervisor.email.toUpperCase(),
      password: supervisor.password,
      deviceFingerprint: 'ZmluZ2VycHJpbnQ=',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: supervisor.id,
      email: supervisor.email,
      firstName: supervisor.firstName,
      lastName: supervisor.lastName,
      role: 'supervisor',
      warehouseId: main.id,
      organizationId: tenant.org.id,
    });
    expect(body.token).toMatch(/^ey/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, body.sessionId));
    expect(session?.deviceFingerprint).toBe('ZmluZ2VycHJpbnQ=');
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await post('/api/auth/login', {
      email: tenant.manager.email,
      password: 'not-the-password',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever-it-is',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'INVALID_CREDENTIALS',
        code: 'auth.invalidCredentials',
        message: 'Invalid credentials',
      });
    }
  });

  it('requires e-mail and password', async () => {
    const response = await post('/api/auth/login', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email is required');
    expect(response.json().details).toMatchObject([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });
});

describe('login rate limit', () => {
  it('limits attempts per client address and ignores spoofed forwarding headers', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const attempt = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'someone@example.com', password: 'guess-guess' },
          headers: { 'x-forwarded-for': ip, 'x-real-ip': ip },
        });
      for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) expect((await attempt(ip)).statusCode).toBe(401);
      const blocked = await attempt('4.4.4.4');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe('RATE_LIMITED');
      expect(blocked.json().message).toMatch(/^Too many attempts from this address\. Try again in /);
    } finally {
      await limited.close();
    }
  });
});

describe('MFA', () => {
  it('sets up, enables, then requires and accepts a TOTP code at sign-in', async () => {
    const { manager } = tenant;
    const session = await login(t.app, manager.email, manager.password);
    const auth = bearer(session.token);

    const setup = await post('/api/auth/mfa/setup', { type: 'totp' }, auth);
    expect(setup.statusCode).toBe(200);
    const { qrCode, secret } = setup.json().setup;
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await post('/api/auth/mfa/enable', { token: '000000' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The code is not valid. Check the time on your phone and try again.');
    const malformed = await post('/api/auth/mfa/enable', { token: '12ab' }, auth);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Enter the 6-digit code from your authenticator app');

    const enabled = await post('/api/auth/mfa/enable', { token: generateTotp(secret, t.clock.now()) }, auth);
    expect(enabled.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profiles/me', headers: auth })).json().mfaEnabled).toBe(true);

    const noCode = await post('/api/auth/login', { email: manager.email, password: manager.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      error: 'MFA_REQUIRED',
      code: 'auth.mfaCode',
      message: 'Enter the 6-digit code from your authenticator app',
      requiresMFA: true,
    });

    const badCode = await post('/api/auth/login', {
      email: manager.email,
      password: manager.password,
      mfaToken: '123456',
    });
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json().requiresMFA).toBe(true);

    t.clock.advance(30_000);
    const code = generateTotp(secret, t.clock.now());
    const withCode = await post('/api/auth/login', {
      email: manager.email,
      password: manager.password,
      mfaToken: code,
    });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().user.role).toBe('manager');

    const replay = await post('/api/auth/login', {
      email: manager.email,
      password: manager.password,
      mfaToken: code,
    });
    expect(replay.statusCode).toBe(401);

    const again = await post('/api/auth/mfa/setup', { type: 'totp' }, bearer(withCode.json().token));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor authentication is already enabled');
  });
});

describe('refresh tokens', () => {
  it('rotates, and a reused token revokes the whole session', async () => {
    const { supervisor } = tenant;
    const session = await login(t.app, supervisor.email, supervisor.password);

    const first = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect(
      (await t.app.inject({ url: '/api/profiles/me', headers: bearer(rotated.accessToken) })).statusCode,
    ).toBe(200);

    const reuse = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({
      code: 'auth.refreshTokenReused',
      message: 'This session was ended because its refresh token was used twice. Please sign in again.',
    });
    // Both the thief's and the owner's copies are dead now.
    expect((await post('/api/auth/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/profiles/me', headers: bearer(rotated.accessToken) })).statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(row?.revokedReason).toBe('refresh_token_reuse');
  });

  it('refuses an unknown refresh token, with its code and the English message (ADR 65)', async () => {
    const response = await post('/api/auth/refresh', { refreshToken: 'made-up-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'UNAUTHENTICATED',
      code: 'auth.invalidRefreshToken',
      message: 'Invalid refresh token',
    });
    const empty = await post('/api/auth/refresh', { refreshToken: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'auth.refreshTokenRequired',
      message: 'refreshToken is required',
    });
  });

  it('expires access tokens after 15 minutes', async () => {
    const { supervisor } = tenant;
    const session = await login(t.app, supervisor.email, supervisor.password);
    t.clock.advance(14 * 60_000);
    expect((await t.app.inject({ url: '/api/profiles/me', headers: bearer(session.token) })).statusCode).toBe(
      200,
    );
    t.clock.advance(61_000);
    const expired = await t.app.inject({ url: '/api/profiles/me', headers: bearer(session.token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'auth.sessionExpired',
      message: 'Your session has expired. Please sign in again.',
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: neither its access nor its refresh token work afterwards', async () => {
    const { supervisor } = tenant;
    const session = await login(t.app, supervisor.email, supervisor.password);
    const response = await post('/api/auth/logout', undefined, bearer(session.token));
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profiles/me', headers: bearer(session.token) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('verifies the current password, then signs out the other sessions', async () => {
    const { northTech } = tenant;
    const phone = await login(t.app, northTech.email, northTech.password);
    const laptop = await login(t.app, northTech.email, northTech.password);

    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-it-at-all', newPassword: 'a-brand-new-secret' },
      bearer(laptop.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');

    const short = await post(
      '/api/auth/change-password',
      { currentPassword: northTech.password, newPassword: 'short' },
      bearer(laptop.token),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 10 characters');

    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: northTech.password, newPassword: 'a-brand-new-secret' },
      bearer(laptop.token),
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profiles/me', headers: bearer(laptop.token) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/profiles/me', headers: bearer(phone.token) })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: northTech.email, password: northTech.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: northTech.email, password: 'a-brand-new-secret' })).statusCode,
    ).toBe(200);
  });
});

describe('identity and warehouses', () => {
  it('ignores x-user-id: identity comes only from the token', async () => {
    const { technician, admin } = tenant;
    t.clock.advance(16 * 60_000);
    const session = await login(t.app, technician.email, technician.password);
    const response = await t.app.inject({
      url: '/api/profiles/me',
      headers: { ...bearer(session.token), 'x-user-id': admin.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(technician.id);
    expect(response.json().role).toBe('technician');
    const users = await t.app.inject({
      url: '/api/users',
      headers: { ...bearer(session.token), 'x-user-id': admin.id },
    });
    expect(users.statusCode).toBe(403);
  });

  it('refuses a warehouse the user does not belong to, and lets admins switch between theirs', async () => {
    const { technician, admin, north } = tenant;
    const tech = await login(t.app, technician.email, technician.password);
    const foreign = await t.app.inject({ url: '/api/profiles/me', headers: bearer(tech.token, north.id) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      error: 'FORBIDDEN',
      code: 'access.notYourWarehouse',
      message: 'You do not have access to this warehouse',
    });

    const adminSession = await login(t.app, admin.email, admin.password);
    const switched = await t.app.inject({
      url: '/api/profiles/me',
      headers: bearer(adminSession.token, north.id),
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().warehouseId).toBe(north.id);
    expect(switched.json().warehouses.map((w: { name: string }) => w.name)).toEqual([
      'Main Plant',
      'North Plant',
    ]);
  });

  it('answers 401 without a token and for a forged one', async () => {
    expect((await t.app.inject({ url: '/api/profiles/me' })).statusCode).toBe(401);
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJlLW5vdC12YWxpZC1mb3ItdGhpcy1rZXk';
    expect((await t.app.inject({ url: '/api/profiles/me', headers: bearer(forged) })).statusCode).toBe(401);
  });
  it('reads the Bearer scheme in any case (RFC 9110)', async () => {
    const { token } = await login(t.app, tenant.technician.email, tenant.technician.password);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await t.app.inject({
        url: '/api/profiles/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(response.statusCode, scheme).toBe(200);
    }
  });

  it('answers 401, not 400, for a signed token whose ids are not ids', async () => {
    const signer = createTokenSigner(await loadJwtSecret(t.db, undefined), t.clock);
    for (const claims of [
      { userId: tenant.technician.id, sessionId: 'not-a-uuid' },
      { userId: "1' or '1'='1", sessionId: crypto.randomUUID() },
    ]) {
      const response = await t.app.inject({
        url: '/api/profiles/me',
        headers: bearer(await signer.signAccessToken(claims)),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('UNAUTHENTICATED');
    }
  });
});
