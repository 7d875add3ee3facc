import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAUGE_THRESHOLD_REQUIRED,
  METER_NAME_REQUIRED,
  USAGE_INTERVAL_REQUIRED,
  type CalendarEntry,
  type PmTemplate,
} from '../../../shared/schemas/pm';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMeter, addReading } from './usage.test-helper';

const NOW = new Date('2026-05-15T10:00:00Z');
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY);
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;

const scopeOf = () => ({ organizationId: tenant.org.id, warehouseId: tenant.main.id });
const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pm-templates', headers: sup, payload });
const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: sup });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};
const base = { model: 'Flender H2SH', component: 'Gearbox', action: 'Change oil' };

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(() => t.close());

describe('PM template triggers', () => {
  it('says what a meter trigger is missing', async () => {
    const messages = async (payload: object) => {
      const response = await post({ ...base, ...payload });
      expect(response.statusCode).toBe(400);
      return response.json().details;
    };
    expect(await messages({ triggerKind: 'usage' })).toMatchObject([
      { path: 'meterName', message: METER_NAME_REQUIRED },
      { path: 'usageInterval', message: USAGE_INTERVAL_REQUIRED },
    ]);
    expect(
      await messages({ triggerKind: 'usage_or_calendar', meterName: 'Hours', usageInterval: 0 }),
    ).toMatchObject([{ path: 'usageInterval', message: USAGE_INTERVAL_REQUIRED }]);
    expect(await messages({ triggerKind: 'gauge', meterName: ' ', gaugeDirection: 'above' })).toMatchObject([
      { path: 'meterName', message: METER_NAME_REQUIRED },
      { path: 'gaugeThreshold', message: GAUGE_THRESHOLD_REQUIRED },
    ]);
    expect(await messages({ triggerKind: 'hourly' })).toMatchObject([
      { path: 'triggerKind', message: 'Trigger must be one of: calendar, usage, gauge, usage_or_calendar' },
    ]);
    expect(
      await messages({
        triggerKind: 'gauge',
        meterName: 'Temperature',
        gaugeThreshold: 80,
        gaugeDirection: 'up',
      }),
    ).toMatchObject([{ path: 'gaugeDirection', message: 'Direction must be above or below' }]);
  });

  it('keeps and returns the fields its trigger reads, and clears the others', async () => {
    const calendar = await post({ ...base, meterName: 'Running hours', usageInterval: 500 });
    expect(calendar.statusCode).toBe(201);
    expect(calendar.json()).toMatchObject({
      triggerKind: 'calendar',
      meterName: null,
      usageInterval: null,
      gaugeDirection: null,
      gaugeThreshold: null,
    });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/pm-templates/${calendar.json().id}`,
      headers: { ...sup, 'if-match': '1' },
      payload: {
        ...base,
        triggerKind: 'usage_or_calendar',
        meterName: 'Running hours',
        usageInterval: 500,
        gaugeDirection: 'above',
        gaugeThreshold: 3,
      },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      triggerKind: 'usage_or_calendar',
      meterName: 'Running hours',
      usageInterval: 500,
      gaugeDirection: null,
      gaugeThreshold: null,
      version: 2,
    });
    const listed = await get<PmTemplate[]>('/api/pm-templates');
    expect(listed.find((x) => x.id === calendar.json().id)).toMatchObject({
      triggerKind: 'usage_or_calendar',
      meterName: 'Running hours',
      usageInterval: 500,
    });
  });
});

describe('usage forecasts on the calendar, the template list and the compliance summary', () => {
  it('shows a usage forecast with its range, the earlier of "usage or calendar", and counts PM by meter', async () => {
    const scope = scopeOf();
    const model = 'Voith Turbo';
    const asset = () => buildEquipment(t.db, { ...scope, model, createdAt: daysAgo(60) });
    const create = async (payload: object) => {
      const response = await post({ model, component: 'Coupling', ...payload });
      expect(response.statusCode).toBe(201);
      return response.json() as PmTemplate;
    };
    const usage = await create({
      action: 'Change oil',
      triggerKind: 'usage',
      meterName: 'Running hours',
      usageInterval: 2_000,
    });
    const calendarFirst = await create({
      action: 'Inspect',
      frequency: 'quarterly',
      firstDueOn: '2026-05-20',
      triggerKind: 'usage_or_calendar',
      meterName: 'Running hours',
      usageInterval: 2_000,
    });
    const usageFirst = await create({
      action: 'Align',
      frequency: 'monthly',
      firstDueOn: '2026-06-10',
      triggerKind: 'usage_or_calendar',
      meterName: 'Running hours',
      usageInterval: 2_000,
    });
    const gauge = await create({
      action: 'Cool down',
      triggerKind: 'gauge',
      meterName: 'Oil temperature',
      gaugeDirection: 'above',
      gaugeThreshold: 90,
    });
    await create({
      action: 'Paused',
      active: false,
      triggerKind: 'usage',
      meterName: 'Running hours',
      usageInterval: 1,
    });

    // 24 h/day in the median, 18 and 32 in the quartiles: from 10,972 h to 11,712 h in 30 days,
    // due at 12,000 h (the first multiple of 2,000 above 10,972), 288 h away.
    const turbo = await asset();
    const hours = await addMeter(t.db, scope, {
      equipmentId: turbo.id,
      name: 'Running hours',
      unit: 'h',
      kind: 'counter',
    });
    let total = 10_972;
    await addReading(t.db, hours, total, daysAgo(30));
    for (let day = 1; day <= 30; day += 1) {
      total += [18, 24, 32][day % 3]!;
      await addReading(t.db, hours, total, daysAgo(30 - day));
    }
    // Two readings are not enough for a forecast.
    const fresh = await asset();
    const freshHours = await addMeter(t.db, scope, {
      equipmentId: fresh.id,
      name: 'Running hours',
      unit: 'h',
      kind: 'counter',
    });
    await addReading(t.db, freshHours, 10, daysAgo(2));
    await addReading(t.db, freshHours, 40, daysAgo(1));

    const may = await get<CalendarEntry[]>('/api/pm-calendar?month=2026-05');
    const entriesOf = (entries: CalendarEntry[], templateId: string) =>
      entries.filter((e) => e.templateId === templateId);
    expect(entriesOf(may, usage.id)).toEqual([
      {
        date: '2026-05-27',
        kind: 'usage_forecast',
        workOrderId: null,
        foNumber: null,
        status: null,
        templateId: usage.id,
        equipmentId: turbo.id,
        assetTag: turbo.assetTag,
        title: 'Coupling – Change oil',
        dueDate: '2026-05-27T10:00:00.000Z',
        waitsFor: null,
        earliest: '2026-05-24T10:00:00.000Z',
        latest: '2026-05-31T10:00:00.000Z',
        basis: 'next 2,000 h service at 12,000 h, at 24 h/day',
      },
    ]);
    // The calendar date comes first for one (the asset without a forecast keeps its calendar date too) ...
    // By asset tag on a day; the tags are random here, so compared in any order.
    const plans = (entries: CalendarEntry[], templateId: string) =>
      entriesOf(entries, templateId)
        .map((e) => `${e.kind} ${e.equipmentId} ${e.dueDate}`)
        .sort();
    // The calendar date comes first for one (the asset without a forecast keeps its calendar date too) ...
    expect(plans(may, calendarFirst.id)).toEqual(
      [
        `forecast ${turbo.id} 2026-05-20T23:59:59.000Z`,
        `forecast ${fresh.id} 2026-05-20T23:59:59.000Z`,
      ].sort(),
    );
    // ... the meter for the other, whose calendar dates then give way to it.
    expect(plans(may, usageFirst.id)).toEqual([`usage_forecast ${turbo.id} 2026-05-27T10:00:00.000Z`]);
    const june = await get<CalendarEntry[]>('/api/pm-calendar?month=2026-06');
    expect(plans(june, usageFirst.id)).toEqual([`forecast ${fresh.id} 2026-06-10T23:59:59.000Z`]);
    expect(entriesOf(june, usage.id)).toEqual([]);

    const nextDue = async () =>
      new Map((await get<PmTemplate[]>('/api/pm-templates')).map((x) => [x.id, x.nextDueAt]));
    let next = await nextDue();
    expect(next.get(usage.id)).toBe('2026-05-27T10:00:00.000Z');
    expect(next.get(calendarFirst.id)).toBe('2026-05-20T23:59:59.000Z');
    expect(next.get(usageFirst.id)).toBe('2026-05-27T10:00:00.000Z');
    expect(next.get(gauge.id)).toBeNull();

    // An open order replaces the forecast: on the calendar, in the list and in the summary.
    const order = await buildWorkOrder(t.db, {
      ...scope,
      type: 'preventive',
      pmTemplateId: usage.id,
      equipmentId: turbo.id,
      dueDate: new Date('2026-05-16T08:00:00Z'),
    });
    const withOrder = entriesOf(await get<CalendarEntry[]>('/api/pm-calendar?month=2026-05'), usage.id);
    expect(withOrder).toEqual([
      expect.objectContaining({
        kind: 'work_order',
        workOrderId: order.id,
        earliest: null,
        latest: null,
        basis: null,
      }),
    ]);
    next = await nextDue();
    expect(next.get(usage.id)).toBe('2026-05-16T08:00:00.000Z');

    const summary = await get<{ usageBased: unknown; totalPMsScheduled: number }>(
      '/api/pm-compliance?days=30',
    );
    // The four active ones above and the "usage or calendar" one of the previous test; the paused one not.
    expect(summary.usageBased).toEqual({ templates: 5, openOrders: 1 });
    expect(summary.totalPMsScheduled).toBe(0);
  });
});
