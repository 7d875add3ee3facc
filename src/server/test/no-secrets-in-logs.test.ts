import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRefreshTokens, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { generateTotp } from '../modules/auth/totp';
import { startWebhookReceiver } from '../modules/integrations/webhooks/webhook-receiver';
import { buildTenant, buildUser } from './factories';
import { bearer, login } from './http';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let logged = '';

// Everything the app logs, at every level, as the JSON lines a log shipper would receive.
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});

/** The marker a trigger refuses, so a write fails inside PostgreSQL where no service checks it first. */
const REFUSED_NAME = 'Refused';

beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ level: 'trace' }, logSink) });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

/**
 * Makes PostgreSQL refuse inserts of users named REFUSED_NAME and the MFA set-up of such a user:
 * a real database error (not one the error handler maps to a 4xx), raised with the secrets among
 * the statement's parameters.
 */
async function refuseMarkedUsers() {
  await t.pool.query(`
    create function refuse_marked_users() returns trigger language plpgsql as $$
    begin
      if new.first_name = '${REFUSED_NAME}'
        and (tg_op = 'INSERT' or new.mfa_pending_secret is distinct from old.mfa_pending_secret) then
        raise exception 'refused by the log test';
      end if;
      return new;
    end $$;
    create trigger refuse_marked_users before insert or update on users
      for each row execute function refuse_marked_users();
  `);
}

describe('logs never carry secrets', () => {
  it('hold no password, hash, token or TOTP secret while requests and database errors are logged', async () => {
    const { admin, supervisor, main } = tenant;
    const refusedUser = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [main.id],
      firstName: REFUSED_NAME,
    });
    await refuseMarkedUsers();
    const newPassword = 'initial-password-for-lee';
    const wrongPassword = 'wrong-password-guess';

    const adminSession = await login(t.app, admin.email, admin.password);
    const failedInsert = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(adminSession.token),
      payload: {
        firstName: REFUSED_NAME,
        lastName: 'Park',
        email: 'lee.park@x.example',
        role: 'technician',
        warehouseIds: [main.id],
        password: newPassword,
      },
    });
    expect(failedInsert.statusCode).toBe(500);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: wrongPassword },
    });
    expect(wrong.statusCode).toBe(401);

    const refusedSession = await login(t.app, refusedUser.email, refusedUser.password);
    const failedSetup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/setup',
      headers: bearer(refusedSession.token),
      payload: { type: 'totp' },
    });
    expect(failedSetup.statusCode).toBe(500);

    const supSession = await login(t.app, supervisor.email, supervisor.password);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/setup',
      headers: bearer(supSession.token),
      payload: { type: 'totp' },
    });
    const secret = setup.json<{ setup: { secret: string } }>().setup.secret;
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enable',
      headers: bearer(supSession.token),
      payload: { token: generateTotp(secret, t.clock.now()) },
    });
    expect(enabled.statusCode).toBe(200);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: adminSession.refreshToken },
    });
    const rotated = refreshed.json<{ accessToken: string; refreshToken: string }>();
    await t.app.inject({
      url: '/api/profiles/me',
      headers: { ...bearer(rotated.accessToken), cookie: `fieldwork_device=${rotated.refreshToken}` },
    });
    await t.app.inject({ url: '/api/profiles/me', headers: bearer('not-a-real-token-but-a-secret-one') });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(rotated.accessToken) });

    // The failures were logged with their SQL text, so the scan below looks at real error records.
    const errors = logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { err?: { message: string } })
      .flatMap((record) => (record.err ? [record.err.message] : []));
    expect(
      errors.some((m) => m.includes('insert into "users"') && m.includes('refused by the log test')),
    ).toBe(true);
    expect(errors.some((m) => m.includes('update "users" set "mfa_pending_secret"'))).toBe(true);

    const forbidden = [
      '$argon2',
      admin.password,
      newPassword,
      wrongPassword,
      secret,
      adminSession.token,
      adminSession.refreshToken,
      refusedSession.token,
      supSession.token,
      supSession.refreshToken,
      rotated.accessToken,
      rotated.refreshToken,
      'not-a-real-token-but-a-secret-one',
    ];
    for (const row of await t.db.select({ h: sessionRefreshTokens.tokenHash }).from(sessionRefreshTokens))
      forbidden.push(row.h);
    for (const row of await t.db.select({ h: users.passwordHash }).from(users)) forbidden.push(row.h);
    for (const value of forbidden)
      expect(logged.includes(value), `the log contains ${value.slice(0, 12)}…`).toBe(false);
    // The refused set-up's secret never reached a response; any base32 run of its length is one.
    expect(logged).not.toMatch(/[A-Z2-7]{32}/);
  });

  it('hold no webhook signing secret while endpoints are created, rotated and delivered to', async () => {
    const receiver = await startWebhookReceiver();
    receiver.answerWith([500]);
    const admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: admin,
      payload: { url: receiver.url('/log'), eventTypes: ['vendor.created'], allowPrivateNetwork: true },
    });
    const first = created.json<{ id: string; secret: string }>();
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${first.id}/rotate-secret`,
      headers: admin,
    });
    const second = rotated.json<{ secret: string }>().secret;
    await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: admin,
      payload: { name: 'Logged Supply' },
    });
    // The change feed may need a moment while other files' transactions run (ADR 42).
    for (let run = 0; run < 50 && receiver.received.length === 0; run += 1) {
      await t.app.services.webhooks.deliverDue();
      if (receiver.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await receiver.close();
    expect(receiver.received).toHaveLength(1);
    for (const secret of [first.secret, second])
      for (const value of [secret, secret.slice('whsec_'.length)])
        expect(logged.includes(value), `the log contains ${value.slice(0, 12)}…`).toBe(false);
  });
});
