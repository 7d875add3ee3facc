import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeOffEntry, WorkingHoursBody } from '../../../shared/schemas/planning';
import { auditLog } from '../../db/schema';
import { buildOrganization, buildTenant, buildUser, buildWarehouse } from '../../test/factories';
import { sender, signIn } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 26 §2: technicians' working hours and time off, set by planners, read by the person too. */

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;

const send = sender(() => t.app);
const hoursOf = (userId: string) => `/api/users/${userId}/working-hours`;
const timeOffOf = (userId: string) => `/api/users/${userId}/time-off`;

const WEEK: WorkingHoursBody = { mon: 6, tue: 8, wed: 8, thu: 8, fri: 4.5, sat: 0, sun: 0 };

beforeAll(async () => {
  // A Monday: "today" decides which time off the list shows by default.
  t = await createTestApp({ now: new Date('2026-11-30T10:00:00Z') });
  tenant = await buildTenant(t.db);
  sup = await signIn(t.app, tenant.supervisor);
  tech = await signIn(t.app, tenant.technician);
});
afterAll(() => t.close());

const auditRows = (entityType: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)));

describe('working hours', () => {
  it('start as Mon–Fri 8 h, are set by a planner and read by the person, audited and announced', async () => {
    const person = await buildUser(t.db, { organizationId: tenant.org.id, warehouseIds: [tenant.main.id] });
    const own = await signIn(t.app, person);
    expect((await send('GET', hoursOf(person.id), own)).json()).toEqual({
      mon: 8,
      tue: 8,
      wed: 8,
      thu: 8,
      fri: 8,
      sat: 0,
      sun: 0,
    });

    const saved = await send('PUT', hoursOf(person.id), sup, WEEK);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(WEEK);
    expect((await send('GET', hoursOf(person.id), own)).json()).toEqual(WEEK);

    const [audit] = await auditRows('user', person.id);
    expect(audit).toMatchObject({
      userId: tenant.supervisor.id,
      action: 'working_hours_changed',
      changes: { mon: { from: 8, to: 6 }, fri: { from: 8, to: 4.5 } },
    });
    expect(t.events.findLast((e) => e.type === 'working_hours' && e.id === person.id)).toMatchObject({
      topic: 'users',
      action: 'updated',
      warehouseId: tenant.main.id,
    });
  });

  it('are refused with the schema’s message: over 24 h, not in quarters, or a day missing', async () => {
    const long = await send('PUT', hoursOf(tenant.technician.id), sup, { ...WEEK, tue: 25 });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'Hours on Tuesday must be at most 24',
      details: [{ path: 'tue', message: 'Hours on Tuesday must be at most 24' }],
    });
    const odd = await send('PUT', hoursOf(tenant.technician.id), sup, { ...WEEK, wed: 7.1 });
    expect(odd.json().message).toBe('Hours on Wednesday go in steps of 0.25');
    const { sun: _sun, ...sixDays } = WEEK;
    const missing = await send('PUT', hoursOf(tenant.technician.id), sup, sixDays);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toMatchObject([
      { path: 'sun', message: 'Hours on Sunday must be a number' },
    ]);
  });
});

describe('time off', () => {
  it('is added, listed from today on earliest first or in a window, and removed, each change audited', async () => {
    const person = await buildUser(t.db, { organizationId: tenant.org.id, warehouseIds: [tenant.main.id] });
    const add = (body: object) => send('POST', timeOffOf(person.id), sup, body);
    const past = await add({ from: '2026-11-02', to: '2026-11-06', reason: 'Vacation' });
    const training = await add({ from: '2026-12-10', to: '2026-12-11', hours: 4, reason: 'Training' });
    const vacation = await add({ from: '2026-11-30', to: '2026-12-02', hours: '', reason: 'Vacation' });
    expect(vacation.statusCode, vacation.body).toBe(201);
    expect(vacation.json<TimeOffEntry>()).toMatchObject({
      userId: person.id,
      from: '2026-11-30',
      to: '2026-12-02',
      hours: null,
      reason: 'Vacation',
    });
    expect(training.json<TimeOffEntry>().hours).toBe(4);

    const coming = await send('GET', timeOffOf(person.id), sup);
    expect(coming.headers['x-total-count']).toBe('2');
    expect(coming.json<TimeOffEntry[]>().map((e) => e.id)).toEqual([vacation.json().id, training.json().id]);
    const november = await send('GET', `${timeOffOf(person.id)}?from=2026-11-01&to=2026-11-29`, sup);
    expect(november.json<TimeOffEntry[]>().map((e) => e.id)).toEqual([past.json().id]);
    const backwards = await send('GET', `${timeOffOf(person.id)}?from=2026-12-01&to=2026-11-01`, sup);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('to must be on or after from');

    const removed = await send('DELETE', `${timeOffOf(person.id)}/${training.json().id}`, sup);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await send('GET', timeOffOf(person.id), sup)).json<TimeOffEntry[]>()).toHaveLength(1);
    const again = await send('DELETE', `${timeOffOf(person.id)}/${training.json().id}`, sup);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Time off not found');

    expect((await auditRows('time_off', training.json().id)).map((a) => a.action).sort()).toEqual([
      'created',
      'deleted',
    ]);
    const [created] = await auditRows('time_off', vacation.json().id);
    expect(created).toMatchObject({
      userId: tenant.supervisor.id,
      changes: { userId: person.id, from: '2026-11-30', to: '2026-12-02', hours: null, reason: 'Vacation' },
    });
    expect(t.events.findLast((e) => e.type === 'time_off')).toMatchObject({
      topic: 'users',
      action: 'deleted',
      id: training.json().id,
    });
  });

  it('is refused with the schema’s message when it ends before it starts or takes no hours', async () => {
    const backwards = await send('POST', timeOffOf(tenant.technician.id), sup, {
      from: '2026-12-03',
      to: '2026-12-01',
      reason: 'Vacation',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toMatchObject([{ path: 'to', message: 'To must be on or after From' }]);
    const none = await send('POST', timeOffOf(tenant.technician.id), sup, {
      from: '2026-12-03',
      to: '2026-12-03',
      hours: 0,
      reason: 'Dentist',
    });
    expect(none.json().message).toBe('Hours off must be more than 0, or empty for the whole day');
  });
});

describe('who reads and changes a person’s capacity', () => {
  it('lets a technician read their own week but not a colleague’s, and change neither', async () => {
    const colleague = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id],
    });
    expect((await send('GET', hoursOf(tenant.technician.id), tech)).statusCode).toBe(200);
    expect((await send('GET', timeOffOf(tenant.technician.id), tech)).statusCode).toBe(200);

    for (const url of [hoursOf(colleague.id), timeOffOf(colleague.id)]) {
      const other = await send('GET', url, tech);
      expect(other.statusCode, url).toBe(403);
      expect(other.json().message).toBe('You can see only your own working hours and time off');
    }
    expect((await send('PUT', hoursOf(tenant.technician.id), tech, WEEK)).statusCode).toBe(403);
    const ownTimeOff = await send('POST', timeOffOf(tenant.technician.id), tech, {
      from: '2026-12-24',
      to: '2026-12-24',
      reason: 'Holiday',
    });
    expect(ownTimeOff.statusCode).toBe(403);
  });

  it('answers 404 for a person of another organization or of a plant the caller does not work in', async () => {
    const elsewhere = await buildOrganization(t.db);
    const plant = await buildWarehouse(t.db, elsewhere.id);
    const stranger = await buildUser(t.db, {
      organizationId: elsewhere.id,
      warehouseIds: [plant.id],
      role: 'technician',
    });
    for (const person of [stranger, tenant.northTech]) {
      const read = await send('GET', hoursOf(person.id), sup);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe('User not found');
      expect((await send('GET', timeOffOf(person.id), sup)).statusCode).toBe(404);
      expect((await send('PUT', hoursOf(person.id), sup, WEEK)).statusCode).toBe(404);
      expect(
        (
          await send('POST', timeOffOf(person.id), sup, {
            from: '2026-12-01',
            to: '2026-12-01',
            reason: 'Off',
          })
        ).statusCode,
      ).toBe(404);
    }
    // An admin of both plants reaches the north technician.
    const admin = await signIn(t.app, tenant.admin);
    expect((await send('GET', hoursOf(tenant.northTech.id), admin)).statusCode).toBe(200);
  });

  it('reads a deactivated person’s week but refuses to change it (409)', async () => {
    const gone = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id],
      firstName: 'Sam',
      lastName: 'Gone',
      active: false,
    });
    expect((await send('GET', hoursOf(gone.id), sup)).statusCode).toBe(200);
    expect((await send('GET', timeOffOf(gone.id), sup)).statusCode).toBe(200);
    const change = await send('PUT', hoursOf(gone.id), sup, WEEK);
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(
      'Sam Gone is deactivated: reactivate their account before changing their working hours or time off',
    );
    const add = await send('POST', timeOffOf(gone.id), sup, {
      from: '2026-12-01',
      to: '2026-12-01',
      reason: 'Off',
    });
    expect(add.statusCode).toBe(409);
  });
});

describe('refusals (ADR 65)', () => {
  it('answer with a code and params beside the English message', async () => {
    const backwards = await send('POST', timeOffOf(tenant.technician.id), sup, {
      from: '2026-12-04',
      to: '2026-12-01',
      reason: 'Off',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'planning.toAfterFrom',
      message: 'To must be on or after From',
      details: [{ path: 'to', code: 'planning.toAfterFrom' }],
    });

    const gone = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id],
      firstName: 'Kim',
      lastName: 'Left',
      active: false,
    });
    const change = await send('PUT', hoursOf(gone.id), sup, WEEK);
    expect(change.json()).toEqual({
      error: 'CONFLICT',
      code: 'planning.personDeactivated',
      params: { name: 'Kim Left' },
      message:
        'Kim Left is deactivated: reactivate their account before changing their working hours or time off',
    });
    const colleagues = await send('GET', hoursOf(tenant.supervisor.id), tech);
    expect(colleagues.json()).toEqual({
      error: 'FORBIDDEN',
      code: 'planning.onlyOwnCapacity',
      message: 'You can see only your own working hours and time off',
    });
  });
});
