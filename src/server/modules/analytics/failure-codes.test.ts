import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderType } from '../../../shared/domain';
import type { FailureCodes } from '../../../shared/schemas/failure-codes';
import { closeOutCodes } from '../../db/schema';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-05-15T12:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(() => t.close());

/**
 * Issue 25 §8: Maintenance Trends counts the period's failures by close-out code, and their
 * problem and cause pairs per equipment and model, from the orders as they were completed.
 */
describe('GET /api/analytics/failure-codes', () => {
  it('counts a known set of completions exactly, those without codes under "No code given"', async () => {
    const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const codes = await t.db
      .select()
      .from(closeOutCodes)
      .where(eq(closeOutCodes.organizationId, tenant.org.id));
    const idOf = (kind: string, code: string) => codes.find((c) => c.kind === kind && c.code === code)!.id;
    const closedOut = (problem: string, cause: string, remedy: string) => ({
      problemCodeId: idOf('problem', problem),
      causeCodeId: idOf('cause', cause),
      remedyCodeId: idOf('remedy', remedy),
    });
    const pumpA = await buildEquipment(t.db, { ...main, assetTag: 'PMP-001', model: 'CR 32-2' });
    const pumpB = await buildEquipment(t.db, {
      ...main,
      assetTag: 'PMP-002',
      model: 'CR 32-2',
      name: 'Pump two',
      description: null,
    });
    const fan = await buildEquipment(t.db, { ...main, assetTag: 'FAN-001', model: 'AX-9' });
    const failure = (
      equipmentId: string | null,
      codesGiven: object,
      extra: { type?: WorkOrderType; daysAgo?: number; status?: 'completed' | 'verified' | 'closed' } = {},
    ) =>
      buildWorkOrder(t.db, {
        ...main,
        equipmentId,
        type: extra.type ?? 'corrective',
        status: extra.status ?? 'completed',
        completedAt: new Date(NOW.getTime() - (extra.daysAgo ?? 2) * DAY),
        ...codesGiven,
      });
    const sealJob = closedOut('leaking', 'seal_wear', 'replaced');
    await failure(pumpA.id, sealJob);
    await failure(pumpA.id, sealJob, { type: 'emergency', status: 'closed' });
    await failure(pumpA.id, closedOut('leaking', 'seal_wear', 'repaired'), { status: 'verified' });
    await failure(pumpB.id, sealJob);
    await failure(pumpB.id, closedOut('vibration', 'misalignment', 'adjusted'));
    await failure(fan.id, {});
    await buildWorkOrder(t.db, {
      ...main,
      assetModel: 'CR 32-2',
      type: 'corrective',
      status: 'completed',
      completedAt: new Date(NOW.getTime() - DAY),
      ...closedOut('noise', 'lubrication', 'lubricated'),
    });
    // Not failures of the period: planned work, an old one, one still under way, another plant's, a deleted one.
    await failure(pumpA.id, sealJob, { type: 'preventive' });
    await failure(pumpA.id, sealJob, { daysAgo: 40 });
    await buildWorkOrder(t.db, { ...main, equipmentId: pumpA.id, status: 'in_progress', ...sealJob });
    await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.north.id,
      status: 'completed',
      completedAt: new Date(NOW.getTime() - DAY),
      ...sealJob,
    });
    await buildWorkOrder(t.db, {
      ...main,
      equipmentId: pumpA.id,
      status: 'completed',
      completedAt: new Date(NOW.getTime() - DAY),
      deletedAt: NOW,
      ...sealJob,
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/failure-codes?days=30',
      headers: sup,
    });
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json<FailureCodes>();
    expect(figures.failures).toBe(7);
    expect(figures.coded).toBe(6);
    const counts = (rows: FailureCodes['byProblem']) => rows.map((r) => [r.code, r.label, r.failures]);
    expect(counts(figures.byProblem)).toEqual([
      ['leaking', 'Leaking', 4],
      ['noise', 'Abnormal noise', 1],
      ['vibration', 'Vibration', 1],
      [null, 'No code given', 1],
    ]);
    expect(counts(figures.byCause)).toEqual([
      ['seal_wear', 'Seal wear', 4],
      ['lubrication', 'Lubrication', 1],
      ['misalignment', 'Misalignment', 1],
      [null, 'No code given', 1],
    ]);
    expect(counts(figures.byRemedy)).toEqual([
      ['replaced', 'Replaced', 3],
      ['adjusted', 'Adjusted', 1],
      ['lubricated', 'Lubricated', 1],
      ['repaired', 'Repaired', 1],
      [null, 'No code given', 1],
    ]);
    expect(
      figures.byEquipment.map((r) => [r.assetTag, r.description, r.problemLabel, r.causeLabel, r.failures]),
    ).toEqual([
      ['PMP-001', 'Cooling water pump', 'Leaking', 'Seal wear', 3],
      ['PMP-002', 'Pump two', 'Vibration', 'Misalignment', 1],
      ['PMP-002', 'Pump two', 'Leaking', 'Seal wear', 1],
      ['FAN-001', 'Cooling water pump', 'No code given', 'No code given', 1],
    ]);
    expect(figures.byEquipment[3]).toMatchObject({ problemCode: null, causeCode: null });
    expect(
      figures.byModel.map((r) => [r.model, r.problemCode, r.causeCode, r.failures, r.equipmentCount]),
    ).toEqual([
      ['CR 32-2', 'leaking', 'seal_wear', 4, 2],
      ['CR 32-2', 'noise', 'lubrication', 1, 0],
      ['CR 32-2', 'vibration', 'misalignment', 1, 1],
      ['AX-9', null, null, 1, 1],
    ]);
  });

  it("counts the caller's plant only: North sees its own failure", async () => {
    const admin = await login(t.app, tenant.admin.email, tenant.admin.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/failure-codes?days=7',
      headers: bearer(admin.token, tenant.north.id),
    });
    expect(response.json()).toMatchObject({
      failures: 1,
      coded: 1,
      byProblem: [{ code: 'leaking', label: 'Leaking', failures: 1 }],
      byEquipment: [],
      byModel: [],
    });
  });

  it('answers a plant without failures with zeros and empty rankings', async () => {
    const quiet = await buildTenant(t.db);
    const session = await login(t.app, quiet.supervisor.email, quiet.supervisor.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/failure-codes?days=90',
      headers: bearer(session.token),
    });
    expect(response.json()).toMatchObject({
      period: { days: 90 },
      failures: 0,
      coded: 0,
      byProblem: [],
      byCause: [],
      byRemedy: [],
      byEquipment: [],
      byModel: [],
    });
  });
});
