import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, IssuedCalendarFeed } from '../../../shared/schemas/planning';
import { auditLog, calendarFeedTokens, type workOrders } from '../../db/schema';
import { buildEquipment, buildTenant, buildUser, buildWorkOrder } from '../../test/factories';
import { sender, signIn } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 26 §5: a technician's scheduled work as an iCalendar feed. */
const NOW = new Date('2026-11-30T06:00:00Z');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
const send = sender(() => t.app);
const shown: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = await signIn(t.app, tenant.supervisor);
  tech = await signIn(t.app, tenant.technician);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const pump = await buildEquipment(t.db, { ...scope, name: 'Cooling pump 3' });
  const order = (values: Partial<typeof workOrders.$inferInsert>) =>
    buildWorkOrder(t.db, { ...scope, status: 'assigned', assignedTo: tenant.technician.id, ...values });
  shown.push(
    (await order({ scheduledStart: inDays(-10), status: 'completed', description: 'Grease the bearings' }))
      .id,
    (
      await order({
        scheduledStart: inDays(2),
        scheduledHours: '2.5',
        equipmentId: pump.id,
        priority: 'high',
        dueDate: inDays(3),
        description: 'Replace the mechanical seal, then test under load',
      })
    ).id,
  );
  // Too long ago, too far ahead, unscheduled, someone else's, deleted.
  await order({ scheduledStart: inDays(-20) });
  await order({ scheduledStart: inDays(100) });
  await order({});
  await buildWorkOrder(t.db, { ...scope, scheduledStart: inDays(1) });
  await order({ scheduledStart: inDays(1), deletedAt: NOW });
});
afterAll(() => t.close());

const feedPath = (userId: string) => `/api/planning/${userId}/calendar-feed`;
const issue = (userId: string, as = sup) => send('POST', feedPath(userId), as);
/** The public file, as a calendar application fetches it: no sign-in. */
const fetchFile = (url: string) => send('GET', url, {});

describe('the calendar feed (issue 26 §5)', () => {
  it('issues an address whose file parses as iCalendar and holds the person’s scheduled orders', async () => {
    const issued = await issue(tenant.technician.id);
    expect(issued.statusCode, issued.body).toBe(201);
    const { url, createdAt } = issued.json<IssuedCalendarFeed>();
    expect(url).toMatch(new RegExp(`^/api/planning/${tenant.technician.id}\\.ics\\?token=[\\w-]{43}$`));
    expect(createdAt).toBe(NOW.toISOString());

    const file = await fetchFile(url);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(file.body));
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid).sort()).toEqual(shown.map((id) => `${id}@fieldwork`).sort());
    const seal = events.find((e) => e.uid === `${shown[1]}@fieldwork`)!;
    expect(seal.summary).toMatch(/^WO-1999-\S+ — Replace the mechanical seal, then test under load$/);
    expect(seal.location).toBe('Cooling pump 3');
    expect(seal.startDate.toJSDate().toISOString()).toBe(inDays(2).toISOString());
    expect(seal.endDate.toJSDate().getTime() - inDays(2).getTime()).toBe(2.5 * 3_600_000);
    expect(seal.description).toContain('Priority: High');

    const status = await send('GET', feedPath(tenant.technician.id), sup);
    expect(status.json<CalendarFeed>()).toEqual({ active: true, createdAt: NOW.toISOString() });
  });

  it('keeps only the token’s hash, and a new address replaces the old one', async () => {
    const first = (await issue(tenant.technician.id)).json<IssuedCalendarFeed>().url;
    const second = (await issue(tenant.technician.id)).json<IssuedCalendarFeed>().url;
    const token = new URL(second, 'http://x').searchParams.get('token')!;
    const [row] = await t.db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, tenant.technician.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.tokenHash).not.toContain(token);
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect((await fetchFile(second)).statusCode).toBe(200);
  });

  it('answers a wrong, missing or revoked token and an unknown person with the same 404', async () => {
    const { url } = (await issue(tenant.technician.id)).json<IssuedCalendarFeed>();
    const path = url.split('?')[0]!;
    const wrong = await fetchFile(`${path}?token=not-the-token`);
    const missing = await fetchFile(path);
    const stranger = await fetchFile(`/api/planning/${crypto.randomUUID()}.ics?token=not-the-token`);
    for (const refused of [wrong, missing, stranger]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(wrong.body);
    }
    expect(wrong.json()).toEqual({
      error: 'NOT_FOUND',
      code: 'record.notFound',
      params: { record: 'calendarFeed' },
      message: 'Calendar feed not found',
    });

    const revoked = await send('DELETE', feedPath(tenant.technician.id), sup);
    expect(revoked.statusCode).toBe(204);
    const afterwards = await fetchFile(url);
    expect(afterwards.statusCode).toBe(404);
    expect(afterwards.body).toBe(wrong.body);
    expect((await send('GET', feedPath(tenant.technician.id), sup)).json<CalendarFeed>()).toEqual({
      active: false,
      createdAt: null,
    });
    const audits = await t.db
      .select({ action: auditLog.action, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, tenant.technician.id)));
    expect(audits).toContainEqual({ action: 'calendar_feed_issued', userId: tenant.supervisor.id });
    expect(audits).toContainEqual({ action: 'calendar_feed_revoked', userId: tenant.supervisor.id });
  });

  it('lets a technician issue their own feed but not a colleague’s, nor reach another plant’s people', async () => {
    const own = await issue(tenant.technician.id, tech);
    expect(own.statusCode).toBe(201);
    expect((await fetchFile(own.json<IssuedCalendarFeed>().url)).statusCode).toBe(200);

    const colleague = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id],
    });
    const refused = await issue(colleague.id, tech);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can issue, read and revoke only your own calendar feed');
    expect((await send('GET', feedPath(colleague.id), tech)).statusCode).toBe(403);
    expect((await send('DELETE', feedPath(colleague.id), tech)).statusCode).toBe(403);

    expect((await issue(tenant.northTech.id)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document (issue 26 §5–§6)', () => {
  it('names the feed at the issue’s path and says what the backlog’s headers mean', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(
      document.paths['/api/planning/{userId}.ics'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['token', 'userId']);
    expect(document.paths['/api/planning/backlog'].get.description).toContain('`X-Total-Count`');
  });
});
