import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNotification, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  const base = new Date('2026-05-01T10:00:00Z').getTime();
  for (let i = 0; i < 5; i += 1) {
    await buildNotification(t.db, {
      organizationId: tenant.org.id,
      userId: tenant.technician.id,
      title: `Tech ${i}`,
      read: i < 2,
      createdAt: new Date(base + i * 60_000),
    });
  }
  await buildNotification(t.db, {
    organizationId: tenant.org.id,
    userId: tenant.supervisor.id,
    title: 'Not yours',
  });
});
afterAll(() => t.close());

describe('GET /api/notifications', () => {
  it('lists only my notifications, newest first, with total and unread counts', async () => {
    const auth = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
    const response = await t.app.inject({
      url: '/api/notifications',
      headers: { ...auth, 'x-user-id': tenant.supervisor.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((n: { title: string }) => n.title)).toEqual([
      'Tech 4',
      'Tech 3',
      'Tech 2',
      'Tech 1',
      'Tech 0',
    ]);
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers['x-unread-count']).toBe('3');
    expect(response.json()[0]).toMatchObject({
      type: 'wo_assigned',
      priority: 'normal',
      read: false,
      data: null,
    });
  });

  it('pages with limit and cursor', async () => {
    const auth = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
    const first = await t.app.inject({ url: '/api/notifications?limit=2', headers: auth });
    expect(first.json().map((n: { title: string }) => n.title)).toEqual(['Tech 4', 'Tech 3']);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await t.app.inject({ url: `/api/notifications?limit=2&cursor=${cursor}`, headers: auth });
    expect(second.json().map((n: { title: string }) => n.title)).toEqual(['Tech 2', 'Tech 1']);
    const bad = await t.app.inject({ url: '/api/notifications?cursor=garbage', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('cursor is not valid: start the list again without it');
    const tooMany = await t.app.inject({ url: '/api/notifications?limit=501', headers: auth });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit must be at most 500');
  });

  it('filters unread', async () => {
    const auth = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
    const response = await t.app.inject({ url: '/api/notifications?unread=true', headers: auth });
    expect(response.json()).toHaveLength(3);
    expect(response.headers['x-total-count']).toBe('3');
  });
});

describe('refusals (ADR 65)', () => {
  it('answer with a code and params beside the English message', async () => {
    const auth = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/notification-preferences', headers: auth, payload });

    const halfQuiet = await put({
      notificationType: 'wo_assigned',
      enabled: true,
      quietHoursStart: '22:00',
      quietHoursEnd: null,
    });
    expect(halfQuiet.statusCode).toBe(400);
    expect(halfQuiet.json()).toMatchObject({
      code: 'notification.quietHoursBoth',
      message: 'Set both quiet-hours times or neither',
      details: [{ path: 'quietHoursEnd', code: 'notification.quietHoursBoth' }],
    });

    const mailed = await put({
      notificationType: 'request_new_mail',
      enabled: true,
      quietHoursStart: null,
      quietHoursEnd: null,
    });
    expect(mailed.json()).toEqual({
      error: 'FORBIDDEN',
      code: 'notification.mailOptInTriageOnly',
      message: 'Only those who triage work requests can have new requests mailed to them',
    });

    const gone = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${crypto.randomUUID()}/read`,
      headers: auth,
    });
    expect(gone.json()).toEqual({
      error: 'NOT_FOUND',
      code: 'record.notFound',
      params: { record: 'notification' },
      message: 'Notification not found',
    });
  });
});
