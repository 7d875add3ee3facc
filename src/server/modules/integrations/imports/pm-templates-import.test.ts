import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PmTemplate } from '../../../../shared/schemas/pm';
import { auditLog, pmTemplates } from '../../../db/schema';
import { buildProcedure, buildTenant } from '../../../test/factories';
import { bearer, login } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_PM_TEMPLATE_ROWS } from './pm-templates-import';
import { dryRun } from './import-files.test-helper';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;

const HEADER =
  'Model,Component,Action,Frequency,Estimated Duration,Trigger,Meter,Usage Interval,Gauge Direction,Gauge Value,First Due On,Last Done On,Active,Checklist,Description';

const commit = (id: string, headers = sup) =>
  t.app.inject({ method: 'POST', url: `/api/imports/pm-templates/${id}/commit`, headers });

const templatesOf = (models: string[]) =>
  t.db
    .select()
    .from(pmTemplates)
    .where(and(eq(pmTemplates.warehouseId, tenant.main.id), inArray(pmTemplates.model, models)))
    .orderBy(asc(pmTemplates.component));

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-30T10:00:00Z') });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());

describe('CSV import of PM templates', () => {
  it('creates calendar and meter plans with their checklists, and a re-import changes nothing', async () => {
    const csv = [
      HEADER,
      'GA30,Air filter,Replace,quarterly,45,calendar,,,,,2027-01-04,,yes,Isolate | Replace the element | Reset the indicator,OEM element',
      'GA30,Oil,Change,annually,90,usage,Running hours,4000,,,,2026-10-12,yes,"Drain the oil\nRefill",',
      'GA30,Discharge temperature,Check,monthly,,gauge,Discharge temp,,above,105,,,no,,',
    ].join('\r\n');
    const { statusCode, preview } = await dryRun(t.app, sup, 'pm-templates', csv, 'plans.csv');
    expect(statusCode).toBe(201);
    expect(preview).toMatchObject({ kind: 'pm-templates', rowCount: 3, create: 3, errorCount: 0 });
    expect(preview.rows.map((r) => r.key)).toEqual([
      'GA30 · Air filter · Replace',
      'GA30 · Oil · Change',
      'GA30 · Discharge temperature · Check',
    ]);
    expect((await commit(preview.id)).statusCode).toBe(200);

    const [air, discharge, oil] = await templatesOf(['GA30']);
    expect(air).toMatchObject({
      frequency: 'quarterly',
      estimatedDuration: 45,
      triggerKind: 'calendar',
      firstDueOn: '2027-01-04',
      lastDoneOn: null,
      active: true,
      checklist: ['Isolate', 'Replace the element', 'Reset the indicator'],
      description: 'OEM element',
    });
    // A plan started from its last service has no first due day of its own (ADR 46).
    expect(oil).toMatchObject({
      triggerKind: 'usage',
      meterName: 'Running hours',
      usageInterval: 4000,
      lastDoneOn: '2026-10-12',
      firstDueOn: null,
      checklist: ['Drain the oil', 'Refill'],
      description: null,
    });
    // A blank First Due On starts the plan on the plant's day, as the form does.
    expect(discharge).toMatchObject({
      triggerKind: 'gauge',
      gaugeDirection: 'above',
      gaugeThreshold: 105,
      active: false,
      firstDueOn: '2026-11-30',
      estimatedDuration: 60,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'pm_template'), eq(auditLog.entityId, air!.id)));
    expect(audit.map((a) => a.action)).toEqual(['created']);

    const again = await dryRun(t.app, sup, 'pm-templates', csv);
    expect(again.preview).toMatchObject({ create: 0, update: 0, unchanged: 3, errorCount: 0 });
  });

  it('changes only the columns the file has and keeps the procedure chosen on the screen', async () => {
    const { procedure } = await buildProcedure(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
    });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/pm-templates',
      headers: sup,
      payload: {
        model: 'KSB 65',
        component: 'Mechanical seal',
        action: 'Inspect',
        frequency: 'monthly',
        estimatedDuration: 30,
        checklist: ['Look for drips'],
        procedureId: procedure.id,
      },
    });
    expect(made.statusCode).toBe(201);
    const template = made.json<PmTemplate>();

    const csv = ['model;component;action;frequency', 'ksb 65;mechanical seal;inspect;weekly'].join('\n');
    const { preview } = await dryRun(t.app, sup, 'pm-templates', csv);
    expect(preview).toMatchObject({ create: 0, update: 1, unchanged: 0, errorCount: 0 });
    expect((await commit(preview.id)).statusCode).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: '/api/pm-templates', headers: sup });
    expect(list.json<PmTemplate[]>().find((p) => p.id === template.id)).toMatchObject({
      model: 'KSB 65',
      frequency: 'weekly',
      estimatedDuration: 30,
      checklist: ['Look for drips'],
      procedureId: procedure.id,
      firstDueOn: template.firstDueOn,
      version: template.version + 1,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'pm_template'),
          eq(auditLog.entityId, template.id),
          eq(auditLog.action, 'updated'),
        ),
      );
    expect(audit?.changes).toEqual({ frequency: { from: 'monthly', to: 'weekly' } });
  });

  it('names every bad row with its column and imports nothing from a file with errors', async () => {
    const csv = [
      HEADER,
      'BAD,Belt,Tension,monthly,,,,,,,,,,,',
      'BAD,Belt,Replace,fortnightly,,,,,,,,,,,',
      'BAD,Bearing,Grease,,,usage,,,,,,,,,',
      'BAD,Coupling,Align,,,,,,,,,2099-01-05,,,',
      'BAD,Guard,Check,,,,,,,,,,maybe,,',
      'bad,belt,tension,weekly,,,,,,,,,,,',
    ].join('\n');
    const { preview } = await dryRun(t.app, sup, 'pm-templates', csv);
    expect(preview.errors).toEqual([
      {
        row: 3,
        column: 'Frequency',
        code: 'value.oneOf',
        params: { field: 'frequency', values: 'daily, weekly, monthly, quarterly, annually' },
        message: 'Frequency must be one of: daily, weekly, monthly, quarterly, annually',
      },
      {
        row: 4,
        column: 'Meter',
        code: 'pm.meterNameRequired',
        message: 'A meter trigger needs the meter name',
      },
      {
        row: 4,
        column: 'Usage Interval',
        code: 'pm.usageIntervalRequired',
        message: 'Give the usage interval: more than 0',
      },
      {
        row: 5,
        column: 'Last Done On',
        code: 'pm.lastDoneInFuture',
        message: 'Last done on cannot be in the future: enter the day the work was last done',
      },
      { row: 6, column: 'Active', code: 'import.activeYesNo', message: 'Active must be yes or no' },
      {
        row: 7,
        column: 'Action',
        code: 'import.templateTwice',
        params: { earlierRow: 2, template: 'bad · belt · tension' },
        message: 'Row 2 already has bad · belt · tension: each template appears once',
      },
    ]);
    expect(preview).toMatchObject({ create: 1, errorCount: 6 });
    const refused = await commit(preview.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The file has 6 errors: fix them and run the dry run again');
    expect(await templatesOf(['BAD', 'bad'])).toEqual([]);
  });

  it('refuses a file longer than it writes row by row, and a person who cannot plan PM', async () => {
    const rows = Array.from({ length: MAX_PM_TEMPLATE_ROWS + 1 }, (_, i) => `LONG,Part ${i},Check`);
    const long = await dryRun(t.app, sup, 'pm-templates', ['Model,Component,Action', ...rows].join('\n'));
    expect(long.preview.errors).toEqual([
      {
        row: 1,
        column: null,
        code: 'import.pmTemplateRows',
        params: { max: '2,000', count: '2,001' },
        message:
          'A file of PM templates holds at most 2,000 rows, this one has 2,001: split it into smaller files',
      },
    ]);
    const refused = await dryRun(t.app, tech, 'pm-templates', 'Model,Component,Action\nX,Y,Z\n');
    expect(refused.statusCode).toBe(403);
  });
});
