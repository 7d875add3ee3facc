import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, signInThrottles, users } from '../../db/schema';
import { cleanupJob } from '../../jobs/cleanup.job';
import { buildTenant, buildUser } from '../../test/factories';
import { bearer } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateTotp } from './totp';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-06-01T08:00:00Z') });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

const DEVICE_COOKIE = 'fieldwork_device';
const INVALID = JSON.stringify({
  error: 'INVALID_CREDENTIALS',
  code: 'auth.invalidCredentials',
  message: 'Invalid credentials',
});
/** The code of a wait ("1 minute", "2 minutes"): one minute has a text of its own (ADR 65). */
const waitCode = (wait: string, oneMinute: string, minutes: string) => {
  const count = Number.parseInt(wait, 10);
  return count === 1 ? { code: oneMinute } : { code: minutes, params: { minutes: count } };
};

/** The answer while this address or device backs off, whether or not the account exists. */
const throttledBody = (wait: string) =>
  JSON.stringify({
    error: 'RATE_LIMITED',
    ...waitCode(wait, 'auth.throttledDeviceOneMinute', 'auth.throttledDevice'),
    message: `Too many sign-in attempts from this device. Try again in ${wait}.`,
  });

interface Attempt {
  email: string;
  password: string;
  from: string;
  device?: string;
  mfaToken?: string;
}

const signIn = ({ email, password, from, device, mfaToken }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: { email, password, mfaToken, deviceFingerprint: 'spoofable-fingerprint' },
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });

/** The device token a successful sign-in leaves in the browser. */
function deviceTokenOf(response: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie: ${response.statusCode} ${response.body}`);
  return cookie.value;
}

/** Wrong passwords from a fresh address: 5 are checked, the rest wait for the back-off. */
async function hammer(email: string, from: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await signIn({ email, password: `guess-number-${i}`, from });
    expect(response.statusCode).toBe(i < 5 ? 401 : 429);
  }
}

/** The answer while the account's allowance for unknown devices is used up. */
const accountThrottledBody = (wait: string) =>
  JSON.stringify({
    error: 'RATE_LIMITED',
    ...waitCode(wait, 'auth.throttledEmailOneMinute', 'auth.throttledEmail'),
    message: `Too many sign-in attempts for this e-mail from new devices. Try again in ${wait}, or sign in on a device you have used before.`,
  });

const newUser = () =>
  buildUser(t.db, { organizationId: tenant.org.id, warehouseIds: [tenant.main.id], role: 'technician' });

describe('sign-in throttling', () => {
  it('answers a throttled attempt with when to try again, alike for an account and an unknown e-mail', async () => {
    const victim = await newUser();
    const unknownEmail = 'nobody@test.example';
    await hammer(victim.email, '10.1.0.1', 5);
    await hammer(unknownEmail, '10.1.0.2', 5);
    // Throttled: even the right password waits, and is told so (issue 22 §6).
    const throttled = await signIn({ email: victim.email, password: victim.password, from: '10.1.0.1' });
    const throttledUnknown = await signIn({ email: unknownEmail, password: 'whatever', from: '10.1.0.2' });
    for (const response of [throttled, throttledUnknown]) {
      expect(response.statusCode).toBe(429);
      expect(response.body).toBe(throttledBody('1 minute'));
      expect(response.headers['retry-after']).toBe('60');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Not throttled: an unknown e-mail and a wrong password still answer alike.
    const unknown = await signIn({ email: unknownEmail, password: 'whatever', from: '10.1.0.3' });
    const wrong = await signIn({ email: tenant.manager.email, password: 'not-it', from: '10.1.0.3' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(INVALID);
      expect(response.headers['content-type']).toBe(throttled.headers['content-type']);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('slows the attacking address only: the victim still signs in from another address', async () => {
    const victim = await newUser();
    await hammer(victim.email, '10.2.0.1', 12);
    expect((await signIn({ email: victim.email, password: victim.password, from: '10.2.0.1' })).body).toBe(
      throttledBody('1 minute'),
    );
    const elsewhere = await signIn({ email: victim.email, password: victim.password, from: '10.2.0.2' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets a known device in from the attacking address', async () => {
    const victim = await newUser();
    const device = deviceTokenOf(
      await signIn({ email: victim.email, password: victim.password, from: '10.3.0.9' }),
    );
    await hammer(victim.email, '10.3.0.1', 12);
    const fromDevice = await signIn({
      email: victim.email,
      password: victim.password,
      from: '10.3.0.1',
      device,
    });
    expect(fromDevice.statusCode).toBe(200);
    expect(deviceTokenOf(fromDevice)).toBe(device);
  });

  it('does not count a forged device token, another user’s token or the fingerprint', async () => {
    const victim = await newUser();
    const colleague = await newUser();
    const colleagueDevice = deviceTokenOf(
      await signIn({ email: colleague.email, password: colleague.password, from: '10.4.0.9' }),
    );
    await hammer(victim.email, '10.4.0.1', 5);
    for (const device of [randomBytes(32).toString('base64url'), colleagueDevice, 'not a token']) {
      const response = await signIn({
        email: victim.email,
        password: victim.password,
        from: '10.4.0.1',
        device,
      });
      expect(response.body).toBe(throttledBody('1 minute'));
    }
    // A token the server never issued is replaced at the next sign-in, not adopted.
    const forged = randomBytes(32).toString('base64url');
    const signedIn = await signIn({
      email: victim.email,
      password: victim.password,
      from: '10.4.0.2',
      device: forged,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(deviceTokenOf(signedIn)).not.toBe(forged);
  });

  it('sets the device cookie httpOnly and SameSite=Strict, for the sign-in routes only', async () => {
    const user = await newUser();
    const response = await signIn({ email: user.email, password: user.password, from: '10.5.0.1' });
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.maxAge).toBeGreaterThan(30 * 86_400);
    expect(response.json()).not.toHaveProperty('deviceToken');
  });

  it('backs off longer after each further failure, and forgets the failures after a success', async () => {
    const user = await newUser();
    const from = '10.6.0.1';
    const right = () => signIn({ email: user.email, password: user.password, from });
    const wrong = () => signIn({ email: user.email, password: 'a-wrong-guess', from });

    const waits = async (wait: string, seconds: number) => {
      const response = await right();
      expect(response.statusCode).toBe(429);
      expect(response.body).toBe(throttledBody(wait));
      expect(response.headers['retry-after']).toBe(String(seconds));
    };

    await hammer(user.email, from, 5);
    await waits('1 minute', 60);
    t.clock.advance(59_000);
    await waits('1 minute', 1);

    // 1 minute after the fifth failure, then 2, then 4: each failure doubles the wait.
    t.clock.advance(2_000);
    expect((await wrong()).body).toBe(INVALID);
    await waits('2 minutes', 120);
    t.clock.advance(61_000);
    await waits('1 minute', 59);
    t.clock.advance(60_000);
    expect((await wrong()).body).toBe(INVALID);
    await waits('4 minutes', 240);
    t.clock.advance(239_000);
    await waits('1 minute', 1);
    t.clock.advance(2_000);
    expect((await right()).statusCode).toBe(200);

    // The success wiped the slate: four failures later the right password works at once.
    await hammer(user.email, from, 4);
    expect((await right()).statusCode).toBe(200);
  });

  it('caps the wait, and a patient attacker at one address never holds back the account elsewhere', async () => {
    const user = await newUser();
    const from = '10.7.0.1';
    await hammer(user.email, from, 5);
    // 55 failures in all, more than the account-wide allowance of 50, spread over half a day.
    for (let i = 0; i < 50; i += 1) {
      t.clock.advance(16 * 60_000);
      expect((await signIn({ email: user.email, password: 'wrong-again', from })).body).toBe(INVALID);
    }
    const capped = await signIn({ email: user.email, password: user.password, from });
    expect(capped.body).toBe(throttledBody('15 minutes'));
    expect(capped.headers['retry-after']).toBe('900');
    const newDevice = await signIn({ email: user.email, password: user.password, from: '10.7.0.2' });
    expect(newDevice.statusCode).toBe(200);
    t.clock.advance(15 * 60_000 - 1_000);
    expect((await signIn({ email: user.email, password: user.password, from })).body).toBe(
      throttledBody('1 minute'),
    );
    t.clock.advance(2_000);
    expect((await signIn({ email: user.email, password: user.password, from })).statusCode).toBe(200);
  });

  it('holds back unknown devices of an account guessed at from many addresses, never its known devices', async () => {
    const victim = await newUser();
    const device = deviceTokenOf(
      await signIn({ email: victim.email, password: victim.password, from: '10.8.0.1' }),
    );
    for (let i = 0; i < 50; i += 1) {
      const response = await signIn({ email: victim.email, password: 'spray', from: `10.9.${i}.1` });
      expect(response.statusCode).toBe(401);
    }
    const newDevice = await signIn({ email: victim.email, password: victim.password, from: '10.8.0.2' });
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.body).toBe(accountThrottledBody('1 minute'));
    expect(newDevice.headers['retry-after']).toBe('60');
    const knownDevice = await signIn({
      email: victim.email,
      password: victim.password,
      from: '10.8.0.2',
      device,
    });
    expect(knownDevice.statusCode).toBe(200);
  });

  it('once many addresses used the allowance up, unknown devices take turns from any address', async () => {
    const victim = await newUser();
    for (let a = 0; a < 10; a += 1) await hammer(victim.email, `10.15.${a}.1`, 5);
    t.clock.advance(16 * 60_000);
    // One address spends the account's turn on a failure, which doubles the account's back-off…
    const guess = await signIn({ email: victim.email, password: 'one-more-guess', from: '10.15.0.1' });
    expect(guess.body).toBe(INVALID);
    // …so any other address waits for the next turn, even with the right password.
    const waiting = () => signIn({ email: victim.email, password: victim.password, from: '10.15.1.1' });
    expect((await waiting()).body).toBe(accountThrottledBody('2 minutes'));
    t.clock.advance(121_000);
    expect((await waiting()).statusCode).toBe(200);
  });

  it('throttles unknown e-mails exactly like accounts', async () => {
    const victim = await newUser();
    await hammer(victim.email, '10.10.0.1', 5);
    await hammer('no-such-person@test.example', '10.10.0.1', 5);
    const rows = await t.pool.query<{ failures: number; blocked_until: Date }>(
      `select failures, blocked_until from sign_in_throttles where scope = 'address:10.10.0.1' order by account_key`,
    );
    expect(rows.rows).toHaveLength(2);
    expect(rows.rows[0]).toEqual(rows.rows[1]);
    expect(rows.rows[0]?.failures).toBe(5);
  });

  it('admits parallel attempts one by one, so a burst gets no more guesses than a sequence', async () => {
    const victim = await newUser();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn({ email: victim.email, password: `parallel-guess-${i}`, from: '10.11.0.1' }),
      ),
    );
    const answers = burst.map((r) => r.body);
    expect(answers.filter((body) => body === INVALID)).toHaveLength(5);
    expect(answers.filter((body) => body === throttledBody('1 minute'))).toHaveLength(7);
    const checked = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, victim.id), eq(auditLog.action, 'login_failed')));
    expect(checked).toHaveLength(5);
  });

  it('counts wrong one-time codes like wrong passwords, and asking for the code counts nothing', async () => {
    const user = await newUser();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db.update(users).set({ mfaEnabled: true, mfaSecret: secret }).where(eq(users.id, user.id));
    const from = '10.12.0.1';
    for (let i = 0; i < 6; i += 1) {
      const challenge = await signIn({ email: user.email, password: user.password, from });
      expect(challenge.json().error).toBe('MFA_REQUIRED');
    }
    for (let i = 0; i < 5; i += 1) {
      const wrongCode = await signIn({
        email: user.email,
        password: user.password,
        from,
        mfaToken: '000000',
      });
      expect(wrongCode.json().message).toBe('Invalid authentication code');
    }
    const rightCode = generateTotp(secret, t.clock.now());
    const held = await signIn({ email: user.email, password: user.password, from, mfaToken: rightCode });
    expect(held.body).toBe(throttledBody('1 minute'));
    t.clock.advance(61_000);
    const code = generateTotp(secret, t.clock.now());
    expect(
      (await signIn({ email: user.email, password: user.password, from, mfaToken: code })).statusCode,
    ).toBe(200);
  });

  it('forgets the other known devices when the password changes', async () => {
    const user = await newUser();
    const first = await signIn({ email: user.email, password: user.password, from: '10.13.0.1' });
    const second = await signIn({ email: user.email, password: user.password, from: '10.13.0.2' });
    const [oldDevice, currentDevice] = [deviceTokenOf(first), deviceTokenOf(second)];
    const newPassword = 'a-changed-password';
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(second.json().token),
      cookies: { [DEVICE_COOKIE]: currentDevice },
      payload: { currentPassword: user.password, newPassword },
    });
    expect(changed.statusCode).toBe(200);
    await hammer(user.email, '10.13.0.3', 5);
    const attempt = (device: string) =>
      signIn({ email: user.email, password: newPassword, from: '10.13.0.3', device });
    expect((await attempt(oldDevice)).body).toBe(throttledBody('1 minute'));
    expect((await attempt(currentDevice)).statusCode).toBe(200);
  });

  // Last: it moves the clock a day on.
  it('forgets failures after a day without attempts, and the hourly cleanup deletes them', async () => {
    const user = await newUser();
    const from = '10.14.0.1';
    await hammer(user.email, from, 5);
    await hammer(user.email, '10.14.0.3', 1);
    t.clock.advance(25 * 3_600_000);
    // Counted afresh: one failure is free again, so the right password works at once.
    expect((await signIn({ email: user.email, password: 'stale-guess', from })).body).toBe(INVALID);
    expect((await signIn({ email: user.email, password: user.password, from })).statusCode).toBe(200);

    await hammer(user.email, '10.14.0.2', 1);
    const result = await cleanupJob(t.db, t.clock, t.app.services).run();
    expect(result).toMatchObject({ knownDevices: 0 });
    expect((result as { signInThrottles: number }).signInThrottles).toBeGreaterThan(0);
    const left = await t.db.select({ scope: signInThrottles.scope }).from(signInThrottles);
    expect(left.map((row) => row.scope).sort()).toEqual(['account', 'address:10.14.0.2']);
  });
});
