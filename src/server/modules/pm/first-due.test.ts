import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PM_FREQUENCIES, type PmFrequency } from '../../../shared/domain';
import { addFrequency } from '../../../shared/pm-frequency';
import type { CalendarEntry, PmTemplate, SchedulerRun } from '../../../shared/schemas/pm';
import { warehouses, workOrders } from '../../db/schema';
import { buildEquipment, buildTemplate, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { frequencyInterval } from './frequency';

/** Friday 15 May 2026, 10:00 UTC; the plant is on UTC unless a test says otherwise. */
const NOW = new Date('2026-05-15T10:00:00Z');
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;

const scopeOf = () => ({ organizationId: tenant.org.id, warehouseId: tenant.main.id });
/** Assets in the register long before the plans below. */
const REGISTERED = new Date('2025-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(() => t.close());

const asset = (model: string, createdAt = REGISTERED) =>
  buildEquipment(t.db, { ...scopeOf(), model, createdAt });

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = sup) =>
  t.app.inject({ method, url, headers, payload });

async function createTemplate(
  model: string,
  values: { frequency?: PmFrequency; firstDueOn?: string | null; lastDoneOn?: string | null } = {},
): Promise<PmTemplate> {
  const response = await send('POST', '/api/pm-templates', {
    model,
    component: 'Drive belt',
    action: 'Inspect',
    ...values,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function runNow(): Promise<SchedulerRun> {
  const response = await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/run', headers: sup });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const dueDatesOf = (run: SchedulerRun, templateId: string) =>
  run.workOrders.filter((w) => w.templateId === templateId).map((w) => w.dueDate);

async function templateNow(id: string): Promise<PmTemplate> {
  const response = await t.app.inject({ url: '/api/pm-templates', headers: sup });
  const found = (response.json() as PmTemplate[]).find((template) => template.id === id);
  if (!found) throw new Error(`template ${id} not listed`);
  return found;
}

describe('a new calendar PM template', () => {
  it('raises its first order at once when created as Monthly with nothing else said (issue 22 §3)', async () => {
    await asset('M-new-monthly');
    const template = await createTemplate('M-new-monthly', { frequency: 'monthly' });
    expect(template).toMatchObject({
      firstDueOn: '2026-05-15',
      lastDoneOn: null,
      nextDueAt: '2026-05-15T23:59:59.000Z',
    });
    const run = await runNow();
    expect(dueDatesOf(run, template.id)).toEqual(['2026-05-15T23:59:59.000Z']);
    expect((await templateNow(template.id)).nextDueAt).toBe('2026-05-15T23:59:59.000Z');
  });

  it('is first due at the end of the day given, and one interval after "last done on" when only that is given', async () => {
    const cases = {
      // First due within the 7-day look-ahead: raised now.
      soon: { frequency: 'monthly', firstDueOn: '2026-05-20' },
      // Beyond it: nothing yet.
      later: { frequency: 'monthly', firstDueOn: '2026-06-01' },
      // Done on 20 April: due 20 May.
      doneApril: { frequency: 'monthly', lastDoneOn: '2026-04-20' },
      // Done on 1 March: due 1 April, already late, raised now.
      doneMarch: { frequency: 'monthly', lastDoneOn: '2026-03-01' },
      // A month end stays a month end: 31 January + 3 months is 30 April.
      monthEnd: { frequency: 'quarterly', lastDoneOn: '2026-01-31' },
      // Both given: "first due on" decides, even before last done + frequency.
      both: { frequency: 'monthly', lastDoneOn: '2026-04-20', firstDueOn: '2026-05-16' },
      // Done long ago on a yearly plan: due since the asset came into the register, and raised.
      ancient: { frequency: 'annually', lastDoneOn: '1900-01-01' },
      // As far ahead as a date may be: never raised, and no error.
      farAhead: { frequency: 'daily', firstDueOn: '9999-12-31' },
    } as const;
    const made: Record<string, PmTemplate> = {};
    for (const [name, values] of Object.entries(cases)) {
      await asset(`M-start-${name}`);
      made[name] = await createTemplate(`M-start-${name}`, values);
    }
    expect(made['doneApril']).toMatchObject({ firstDueOn: null, lastDoneOn: '2026-04-20' });

    const run = await runNow();
    const due = (name: string) => dueDatesOf(run, made[name]!.id);
    expect(due('soon')).toEqual(['2026-05-20T23:59:59.000Z']);
    expect(due('later')).toEqual([]);
    expect(due('doneApril')).toEqual(['2026-05-20T23:59:59.000Z']);
    expect(due('doneMarch')).toEqual(['2026-04-01T23:59:59.000Z']);
    expect(due('monthEnd')).toEqual(['2026-04-30T23:59:59.000Z']);
    expect(due('both')).toEqual(['2026-05-16T23:59:59.000Z']);
    expect(due('ancient')).toEqual(['2025-01-01T23:59:59.000Z']);
    expect(due('farAhead')).toEqual([]);

    expect((await templateNow(made['later']!.id)).nextDueAt).toBe('2026-06-01T23:59:59.000Z');
    expect((await templateNow(made['farAhead']!.id)).nextDueAt).toBe('9999-12-31T23:59:59.000Z');
    // Raised orders are the next due dates until they are done.
    expect((await templateNow(made['doneMarch']!.id)).nextDueAt).toBe('2026-04-01T23:59:59.000Z');
    expect((await runNow()).generated).toBe(0);
  });

  it('shows a start beyond the look-ahead on the calendar as forecasts from its first due day', async () => {
    await asset('M-calendar');
    const template = await createTemplate('M-calendar', { frequency: 'weekly', firstDueOn: '2026-06-01' });
    const month = async (m: string) => {
      const response = await t.app.inject({ url: `/api/pm-calendar?month=${m}`, headers: sup });
      expect(response.statusCode).toBe(200);
      return (response.json() as CalendarEntry[]).filter((e) => e.templateId === template.id);
    };
    expect(await month('2026-05')).toEqual([]);
    const june = await month('2026-06');
    expect(june.map((e) => [e.kind, e.date])).toEqual([
      ['forecast', '2026-06-01'],
      ['forecast', '2026-06-08'],
      ['forecast', '2026-06-15'],
      ['forecast', '2026-06-22'],
      ['forecast', '2026-06-29'],
    ]);
    expect(june[0]!.dueDate).toBe('2026-06-01T23:59:59.000Z');
  });

  it('follows completions once there are some, and a later "last done on" when one is given', async () => {
    await asset('M-cycle');
    const template = await createTemplate('M-cycle', { frequency: 'monthly' });
    const [order] = (await runNow()).workOrders.filter((w) => w.templateId === template.id);
    await t.db
      .update(workOrders)
      .set({ status: 'completed', completedAt: new Date('2026-05-15T12:00:00Z') })
      .where(eq(workOrders.id, order!.id));
    expect(dueDatesOf(await runNow(), template.id)).toEqual([]);
    const afterCompletion = await templateNow(template.id);
    expect(afterCompletion.nextDueAt).toBe('2026-06-15T12:00:00.000Z');

    // Moving "first due on" changes nothing once an asset has a completed PM of the plan.
    const body = { model: 'M-cycle', component: 'Drive belt', action: 'Inspect', frequency: 'monthly' };
    const moved = await send('PUT', `/api/pm-templates/${template.id}`, {
      ...body,
      firstDueOn: '2026-05-17',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ firstDueOn: '2026-05-17', nextDueAt: '2026-06-15T12:00:00.000Z' });

    // A "last done on" before the completion recorded here leaves the cycle to that completion.
    const older = await send('PUT', `/api/pm-templates/${template.id}`, {
      ...body,
      lastDoneOn: '2026-05-10',
    });
    expect(older.json()).toMatchObject({ lastDoneOn: '2026-05-10', nextDueAt: '2026-06-15T12:00:00.000Z' });
  });

  it('counts from a "last done on" later than the completions recorded here', async () => {
    const unit = await asset('M-outside');
    const template = await buildTemplate(t.db, {
      ...scopeOf(),
      model: 'M-outside',
      frequency: 'monthly',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await buildWorkOrder(t.db, {
      ...scopeOf(),
      type: 'preventive',
      pmTemplateId: template.id,
      equipmentId: unit.id,
      status: 'closed',
      completedAt: new Date('2026-04-01T09:00:00Z'),
    });
    expect((await templateNow(template.id)).nextDueAt).toBe('2026-05-01T09:00:00.000Z');
    const updated = await send('PUT', `/api/pm-templates/${template.id}`, {
      model: 'M-outside',
      component: 'Mechanical seal',
      action: 'Inspect for leaks',
      frequency: 'monthly',
      lastDoneOn: '2026-05-12',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Left empty with "last done on" given, "first due on" is not today.
    expect(updated.json()).toMatchObject({
      firstDueOn: null,
      lastDoneOn: '2026-05-12',
      nextDueAt: '2026-06-12T23:59:59.000Z',
    });
    expect(dueDatesOf(await runNow(), template.id)).toEqual([]);
  });

  it('makes an asset that joins a plan after its first due day due the day it was registered', async () => {
    const template = await buildTemplate(t.db, {
      ...scopeOf(),
      model: 'M-joined',
      frequency: 'monthly',
      firstDueOn: '2026-05-01',
      createdAt: new Date('2026-04-01T00:00:00Z'),
    });
    const early = await asset('M-joined');
    const late = await asset('M-joined', new Date('2026-05-10T08:00:00Z'));
    const run = await runNow();
    expect(
      run.workOrders
        .filter((w) => w.templateId === template.id)
        .map((w) => [w.equipmentId, w.dueDate])
        .sort(),
    ).toEqual(
      [
        [early.id, '2026-05-01T23:59:59.000Z'],
        [late.id, '2026-05-10T23:59:59.000Z'],
      ].sort(),
    );
  });

  it('keeps the schedule of a template made before plans had a start when it is edited', async () => {
    await asset('M-legacy');
    const legacy = await buildTemplate(t.db, {
      ...scopeOf(),
      model: 'M-legacy',
      frequency: 'monthly',
      createdAt: new Date('2026-05-01T06:00:00Z'),
    });
    expect(await templateNow(legacy.id)).toMatchObject({
      firstDueOn: null,
      lastDoneOn: null,
      nextDueAt: '2026-06-01T06:00:00.000Z',
    });
    const edited = await send('PUT', `/api/pm-templates/${legacy.id}`, {
      model: 'M-legacy',
      component: 'Mechanical seal',
      action: 'Inspect for leaks and weeping',
      frequency: 'monthly',
      firstDueOn: null,
      lastDoneOn: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      firstDueOn: null,
      lastDoneOn: null,
      nextDueAt: '2026-06-01T06:00:00.000Z',
    });
  });

  it('reads "today" and the end of a day where the plant is', async () => {
    await t.db
      .update(warehouses)
      .set({ timezone: 'Pacific/Kiritimati' })
      .where(eq(warehouses.id, tenant.main.id));
    try {
      // 10:00 UTC is midnight of Saturday 16 May at UTC+14.
      await asset('M-kiritimati');
      const template = await createTemplate('M-kiritimati', { frequency: 'weekly' });
      expect(template).toMatchObject({ firstDueOn: '2026-05-16', nextDueAt: '2026-05-16T09:59:59.000Z' });
      expect(dueDatesOf(await runNow(), template.id)).toEqual(['2026-05-16T09:59:59.000Z']);
      // 16 May is today there, so it may be the day the work was last done.
      const done = await createTemplate('M-kiritimati', { frequency: 'weekly', lastDoneOn: '2026-05-16' });
      expect(done.nextDueAt).toBe('2026-05-23T09:59:59.000Z');
    } finally {
      await t.db.update(warehouses).set({ timezone: 'UTC' }).where(eq(warehouses.id, tenant.main.id));
    }
  });
});

describe('bad plan starts', () => {
  const body = { model: 'M-bad', component: 'Drive belt', action: 'Inspect', frequency: 'monthly' };
  const refused = async (values: object, method: 'POST' | 'PUT' = 'POST', url = '/api/pm-templates') => {
    const response = await send(method, url, { ...body, ...values });
    expect(response.statusCode, response.body).toBe(400);
    return response.json() as { message: string; details?: { path: string; message: string }[] };
  };

  it('refuses a "last done on" in the future, on create and on edit', async () => {
    const future = 'Last done on cannot be in the future: enter the day the work was last done';
    // Thrown by the service (the plant's day is the server's): its code with the English (ADR 65).
    expect(await refused({ lastDoneOn: '2026-05-16' })).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'pm.lastDoneInFuture',
      message: future,
      details: [{ path: 'lastDoneOn', code: 'pm.lastDoneInFuture', message: future }],
    });
    const template = await createTemplate('M-bad');
    expect(
      await refused({ lastDoneOn: '2027-01-01' }, 'PUT', `/api/pm-templates/${template.id}`),
    ).toMatchObject({ message: future });
  });

  it('refuses a "first due on" that is not after "last done on"', async () => {
    const contradiction = 'First due on must be after Last done on';
    for (const firstDueOn of ['2026-05-01', '2026-04-30']) {
      expect(await refused({ lastDoneOn: '2026-05-01', firstDueOn })).toMatchObject({
        message: contradiction,
        details: [{ path: 'firstDueOn', message: contradiction }],
      });
    }
  });

  it('refuses days that are no calendar day or out of the stored range', async () => {
    expect((await refused({ firstDueOn: '2026-02-30' })).message).toBe('Use a date like 2026-01-31');
    expect((await refused({ firstDueOn: '15/05/2026' })).message).toBe('Use a date like 2026-01-31');
    expect((await refused({ lastDoneOn: 20260515 })).details?.[0]?.path).toBe('lastDoneOn');
    expect((await refused({ firstDueOn: '1899-12-31' })).message).toBe(
      'First due on must be between 1900-01-01 and 9999-12-31',
    );
    expect((await refused({ lastDoneOn: '1899-12-31' })).message).toBe(
      'Last done on must be between 1900-01-01 and 9999-12-31',
    );
  });
});

describe('the form’s first due day', () => {
  it('adds a frequency to a day exactly as the scheduler’s SQL does, every day of a leap year', async () => {
    const result = await t.db.execute<{ day: string; frequency: PmFrequency; next: string }>(sql`
      select d::date::text as day, f.frequency, (d::date + ${frequencyInterval(sql`f.frequency`)})::date::text as next
      from generate_series('2028-01-01'::date, '2028-12-31'::date, interval '1 day') d,
        unnest(${`{${PM_FREQUENCIES.join(',')}}`}::text[]) as f(frequency)`);
    expect(result.rows).toHaveLength(366 * PM_FREQUENCIES.length);
    const differing = result.rows.filter((r) => addFrequency(r.day, r.frequency) !== r.next);
    expect(differing).toEqual([]);
  });
});
