import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StepFailures } from '../../../shared/schemas/step-failures';
import type { Procedure, StepAnswer } from '../../../shared/schemas/procedures';
import type { ChecklistItem } from '../../../shared/schemas/work-order-activity';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { checklistItems } from '../../db/schema';
import { beltCheck, buildEquipment, buildProcedure, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueProcedureSteps } from '../work-orders/procedure-steps.repository';

/**
 * Issue 25 §7: failed and flagged steps by procedure, by equipment and by step, and the
 * follow-ups they raised, counted from the answers given through the API.
 */

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let procedure: Procedure;
const equipment: Record<'conveyor' | 'packer', { id: string; assetTag: string }> = {
  conveyor: { id: '', assetTag: 'CNV-001' },
  packer: { id: '', assetTag: 'PCK-001' },
};

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

const ok = async <T>(response: ReturnType<typeof inject>, status = 200): Promise<T> => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered.json<T>();
};

let serial = 0;

/** An order of the technician on `equipmentId`, with the belt check unless `plain`, started. */
async function startedOrder(equipmentId: string, { plain = false } = {}): Promise<WorkOrder> {
  const order = await ok<WorkOrder>(
    inject('POST', '/api/work-orders', sup, {
      foNumber: `WO-2026-${String(700 + (serial += 1))}`,
      description: 'Weekly belt check on the line',
      type: 'preventive',
      equipmentId,
      assignedTo: tenant.technician.id,
      ...(plain ? {} : { procedureId: procedure.id }),
    }),
    201,
  );
  return ok<WorkOrder>(inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'in_progress' }));
}

const stepId = (title: string) => procedure.sections[0]!.steps.find((s) => s.title === title)!.id;
const answer = (order: WorkOrder, title: string, value: number | string) =>
  ok<StepAnswer>(
    inject('PUT', `/api/work-orders/${order.id}/procedure/steps/${stepId(title)}`, tech, { value }),
  );

const stepFailures = (headers: Record<string, string>, days = 30) =>
  ok<StepFailures>(inject('GET', `/api/analytics/step-failures?days=${days}`, headers));

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  procedure = await ok<Procedure>(inject('POST', '/api/procedures', sup, beltCheck()), 201);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  for (const machine of Object.values(equipment))
    machine.id = (
      await buildEquipment(t.db, { ...scope, assetTag: machine.assetTag, name: machine.assetTag })
    ).id;

  // CNV-001: the tension out of its limits raises a follow-up (the belt check's rule); the guard passes.
  const outOfLimit = await startedOrder(equipment.conveyor.id);
  expect(await answer(outOfLimit, 'Belt tension', 72)).toMatchObject({ outOfLimit: true, outcome: 'fail' });
  await answer(outOfLimit, 'Guard refitted', 'pass');

  // PCK-001: the tension within limits, the guard flagged.
  const flagged = await startedOrder(equipment.packer.id);
  await answer(flagged, 'Belt tension', 50);
  expect(await answer(flagged, 'Guard refitted', 'flag')).toMatchObject({ outcome: 'flag' });

  // PCK-001, 40 days ago: a failed guard outside a 30-day period, inside a 90-day one.
  const earlier = await startedOrder(equipment.packer.id);
  await answer(earlier, 'Guard refitted', 'fail');
  await t.db
    .update(checklistItems)
    .set({ completedAt: new Date(t.clock.now().getTime() - 40 * 86_400_000) })
    .where(eq(checklistItems.workOrderId, earlier.id));

  // CNV-001 without a procedure: a checklist line failed with a follow-up, as before procedures.
  const plain = await startedOrder(equipment.conveyor.id, { plain: true });
  const line = await ok<ChecklistItem>(
    inject('POST', `/api/work-orders/${plain.id}/checklist`, tech, { description: 'Check the drive chain' }),
    201,
  );
  await ok(
    inject('PATCH', `/api/work-orders/checklist/${line.id}`, tech, {
      status: 'failed',
      createFollowUp: true,
    }),
  );

  // North Plant: the same failure on its own belt check, never counted for Main.
  const north = { organizationId: tenant.org.id, warehouseId: tenant.north.id };
  const northOrder = await buildWorkOrder(t.db, {
    ...north,
    status: 'in_progress',
    assignedTo: tenant.northTech.id,
  });
  const northCheck = await buildProcedure(t.db, north);
  await issueProcedureSteps(t.db, [{ workOrderId: northOrder.id, versionId: northCheck.version.id }]);
  const northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
  const tension = northCheck.content.sections[0]!.steps[0]!;
  await ok(
    inject('PUT', `/api/work-orders/${northOrder.id}/procedure/steps/${tension.id}`, northTech, {
      value: 80,
    }),
  );
  // The figures cover whole minutes up to now: the answers above are in the next minute's.
  t.clock.advance(60_000);
});
afterAll(() => t.close());

describe('GET /api/analytics/step-failures', () => {
  it('counts the period’s failed and flagged steps and the follow-ups they raised, by procedure', async () => {
    const figures = await stepFailures(sup);
    expect(figures.period.days).toBe(30);
    expect(figures.totals).toEqual({ failed: 2, flagged: 1, followUps: 2, orders: 3 });
    expect(figures.byProcedure).toEqual([
      {
        procedureId: procedure.id,
        name: 'Conveyor belt inspection',
        failed: 1,
        flagged: 1,
        followUps: 1,
        orders: 2,
      },
      { procedureId: null, name: null, failed: 1, flagged: 0, followUps: 1, orders: 1 },
    ]);
  });

  it('counts them by equipment', async () => {
    const figures = await stepFailures(sup);
    expect(figures.byEquipment).toEqual([
      {
        equipmentId: equipment.conveyor.id,
        assetTag: 'CNV-001',
        description: 'Cooling water pump',
        failed: 2,
        flagged: 0,
        followUps: 2,
        orders: 2,
      },
      {
        equipmentId: equipment.packer.id,
        assetTag: 'PCK-001',
        description: 'Cooling water pump',
        failed: 0,
        flagged: 1,
        followUps: 0,
        orders: 1,
      },
    ]);
  });

  it('ranks the steps that fail most, a procedure’s step across its versions', async () => {
    const figures = await stepFailures(sup);
    expect(figures.topSteps).toEqual([
      {
        procedureId: procedure.id,
        procedureName: 'Conveyor belt inspection',
        stepId: stepId('Belt tension'),
        stepTitle: 'Belt tension',
        failed: 1,
        flagged: 0,
      },
      {
        procedureId: null,
        procedureName: null,
        stepId: null,
        stepTitle: 'Check the drive chain',
        failed: 1,
        flagged: 0,
      },
      {
        procedureId: procedure.id,
        procedureName: 'Conveyor belt inspection',
        stepId: stepId('Guard refitted'),
        stepTitle: 'Guard refitted',
        failed: 0,
        flagged: 1,
      },
    ]);
  });

  it('counts an answer in the period it was given', async () => {
    const figures = await stepFailures(sup, 90);
    expect(figures.totals).toEqual({ failed: 3, flagged: 1, followUps: 2, orders: 4 });
    expect(figures.topSteps.find((s) => s.stepTitle === 'Guard refitted')).toMatchObject({
      failed: 1,
      flagged: 1,
    });
  });

  it('counts only the caller’s warehouse', async () => {
    const admin = (await login(t.app, tenant.admin.email, tenant.admin.password)).token;
    const north = await stepFailures(bearer(admin, tenant.north.id));
    expect(north.totals).toEqual({ failed: 1, flagged: 0, followUps: 1, orders: 1 });
    expect(north.byProcedure.map((p) => p.name)).toEqual(['Conveyor belt inspection']);
    expect(north.byEquipment).toEqual([]);
  });
});
