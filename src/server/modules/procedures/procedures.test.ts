import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Procedure, ProcedureVersion } from '../../../shared/schemas/procedures';
import { beltCheck, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 25 §1 and §9: the procedure library, versioned, supervisors and up write, everyone reads. */

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
});
afterAll(() => t.close());

describe('the procedure library', () => {
  it('publishes a new version on every edit, keeps the old ones and says what changed', async () => {
    const created = await inject('POST', '/api/procedures', sup, beltCheck());
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json<Procedure>();
    expect(first).toMatchObject({ name: 'Conveyor belt inspection', currentVersion: 1, stepCount: 2 });
    expect(first.versions).toEqual([
      expect.objectContaining({
        number: 1,
        changes: [],
        createdByName: `${tenant.supervisor.firstName} ${tenant.supervisor.lastName}`,
      }),
    ]);

    const [tension, guard] = first.sections[0]!.steps;
    const edited = {
      ...beltCheck(),
      sections: [
        {
          title: 'Belt',
          steps: [{ ...tension!, min: 45 }, guard!, { type: 'photo', title: 'Photo of the guard' }],
        },
      ],
    };
    const stale = await inject('PUT', `/api/procedures/${first.id}`, { ...sup, 'if-match': '"99"' }, edited);
    expect(stale.statusCode).toBe(409);

    const put = await inject(
      'PUT',
      `/api/procedures/${first.id}`,
      { ...sup, 'if-match': `"${first.version}"` },
      edited,
    );
    expect(put.statusCode, put.body).toBe(200);
    const second = put.json<Procedure>();
    expect(second.currentVersion).toBe(2);
    expect(second.versions.map((v) => [v.number, v.changes])).toEqual([
      [2, ['Limits of "Belt tension": 40–60 N → 45–60 N', 'Added "Photo of the guard"']],
      [1, []],
    ]);
    expect(second.sections[0]!.steps.map((s) => s.id).slice(0, 2)).toEqual([tension!.id, guard!.id]);

    const v1 = await inject('GET', `/api/procedures/${first.id}/versions/1`, tech);
    expect(v1.statusCode).toBe(200);
    const kept = v1.json<ProcedureVersion>();
    expect(kept.sections[0]!.steps).toHaveLength(2);
    expect(kept.sections[0]!.steps[0]).toMatchObject({ min: 40, max: 60, unit: 'N' });

    const missing = await inject('GET', `/api/procedures/${first.id}/versions/3`, tech);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Version 3 of this procedure not found');
  });

  it('lets technicians read but not write', async () => {
    const list = await inject('GET', '/api/procedures?q=belt', tech);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBeDefined();
    const refused = await inject('POST', '/api/procedures', tech, beltCheck());
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a procedure that does not hold together, saying why', async () => {
    const reversed = beltCheck();
    const tension = reversed.sections[0]!.steps[0]!;
    if (tension.type === 'number') tension.min = 70;
    const bad = await inject('POST', '/api/procedures', sup, reversed);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('The lower limit must be below the upper limit');
  });

  it('keeps one procedure per name in a plant, in any case, and lets a procedure keep its own', async () => {
    const first = await inject('POST', '/api/procedures', sup, { ...beltCheck(), name: 'Pump alignment' });
    expect(first.statusCode, first.body).toBe(201);
    const twin = await inject('POST', '/api/procedures', sup, { ...beltCheck(), name: 'pump ALIGNMENT' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('A procedure named "pump ALIGNMENT" already exists in this plant');

    const other = await inject('POST', '/api/procedures', sup, { ...beltCheck(), name: 'Gearbox oil check' });
    const renamed = await inject(
      'PUT',
      `/api/procedures/${other.json<Procedure>().id}`,
      { ...sup, 'if-match': `"${other.json<Procedure>().version}"` },
      { ...beltCheck(), name: 'Pump alignment' },
    );
    expect(renamed.statusCode).toBe(409);

    const own = first.json<Procedure>();
    const republished = await inject(
      'PUT',
      `/api/procedures/${own.id}`,
      { ...sup, 'if-match': `"${own.version}"` },
      { ...beltCheck(), name: 'Pump alignment' },
    );
    expect(republished.statusCode, republished.body).toBe(200);
  });

  it('answers its refusals with a code and params beside the English message (ADR 65)', async () => {
    const empty = await inject('POST', '/api/procedures', sup, {
      ...beltCheck(),
      sections: [{ title: 'Belt', steps: [] }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'procedure.sectionNeedsStep',
      message: 'A section needs at least one step',
      details: [{ path: 'sections.0.steps', code: 'procedure.sectionNeedsStep' }],
    });

    const fanBelt = await inject('POST', '/api/procedures', sup, { ...beltCheck(), name: 'Fan belt check' });
    const twin = await inject('POST', '/api/procedures', sup, { ...beltCheck(), name: 'Fan belt check' });
    expect(twin.json()).toEqual({
      error: 'CONFLICT',
      code: 'procedure.nameTaken',
      params: { name: 'Fan belt check' },
      message: 'A procedure named "Fan belt check" already exists in this plant',
      details: [
        {
          path: 'name',
          code: 'procedure.nameTakenShort',
          message: 'This name is already used by another procedure',
        },
      ],
    });

    const missing = await inject('GET', `/api/procedures/${fanBelt.json<Procedure>().id}/versions/7`, tech);
    expect(missing.json()).toEqual({
      error: 'NOT_FOUND',
      code: 'procedure.versionNotFound',
      params: { number: 7 },
      message: 'Version 7 of this procedure not found',
    });
  });
});
