import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreference } from '../../../shared/schemas/notifications';
import { notificationPreferences } from '../../db/schema';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
const tokens = { technician: '', supervisor: '', admin: '' };
type Who = keyof typeof tokens;

const preferencesOf = async (who: Who) =>
  (await t.app.inject({ url: '/api/notification-preferences', headers: bearer(tokens[who]) })).json<
    NotificationPreference[]
  >();
const save = (who: Who, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: bearer(tokens[who]),
    payload: { notificationType: 'request_new_mail', quietHoursStart: null, quietHoursEnd: null, ...body },
  });
/** The row the code that mails new requests reads (issue 23): absent is off. */
const storedRow = async (userId: string) =>
  (
    await t.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, userId),
          eq(notificationPreferences.notificationType, 'request_new_mail'),
        ),
      )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  for (const who of Object.keys(tokens) as Who[]) {
    tokens[who] = (await login(t.app, tenant[who].email, tenant[who].password)).token;
  }
});
afterAll(() => t.close());

describe('"E-mail me new work requests" (request_new_mail)', () => {
  it('is offered, off, to those who triage requests, and stored as their request_new_mail row', async () => {
    for (const who of ['supervisor', 'admin'] as const) {
      expect((await preferencesOf(who)).at(-1)).toEqual({
        notificationType: 'request_new_mail',
        enabled: false,
        quietHoursStart: null,
        quietHoursEnd: null,
      });
    }
    expect(await storedRow(tenant.supervisor.id)).toBeUndefined();

    const saved = await save('supervisor', { enabled: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ notificationType: 'request_new_mail', enabled: true });
    expect(await storedRow(tenant.supervisor.id)).toMatchObject({ enabled: true, quietHoursStart: null });
    expect((await preferencesOf('supervisor')).at(-1)).toMatchObject({ enabled: true });

    expect((await save('supervisor', { enabled: false })).statusCode).toBe(200);
    expect(await storedRow(tenant.supervisor.id)).toMatchObject({ enabled: false });
  });

  it('is neither offered to nor taken from a technician', async () => {
    const types = (await preferencesOf('technician')).map((p) => p.notificationType);
    expect(types).not.toContain('request_new_mail');
    const refused = await save('technician', { enabled: true });
    expect(refused.statusCode).toBe(403);
    expect(await storedRow(tenant.technician.id)).toBeUndefined();
  });

  it('has no quiet hours', async () => {
    const refused = await save('admin', { enabled: true, quietHoursStart: '22:00', quietHoursEnd: '06:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('E-mails have no quiet hours') });
  });
});
