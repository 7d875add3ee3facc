import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Procedure, StepAnswer, WorkOrderProcedure } from '../../../shared/schemas/procedures';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { attachments, workOrders } from '../../db/schema';
import { blankPng } from '../../test/blank-png';
import { beltCheck, buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 25 §2–§4 and §9: a work order's procedure, answered step by step, its failures acted on once. */

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let procedure: Procedure;

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  procedure = (await inject('POST', '/api/procedures', sup, beltCheck())).json<Procedure>();
});
afterAll(() => t.close());

let serial = 0;
const foNumber = () => `WO-2026-${String(900 + (serial += 1))}`;

const stepId = (title: string) => procedure.sections[0]!.steps.find((s) => s.title === title)!.id;

/** An order for the technician, raised with the belt check, then started. */
async function startedOrder(): Promise<WorkOrder> {
  const created = await inject('POST', '/api/work-orders', sup, {
    foNumber: foNumber(),
    description: 'Weekly belt check on CNV-001',
    type: 'preventive',
    assignedTo: tenant.technician.id,
    procedureId: procedure.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json<WorkOrder>();
  const started = await inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'in_progress' });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<WorkOrder>();
}

const answer = (orderId: string, step: string, body: object, headers: Record<string, string> = {}) =>
  inject('PUT', `/api/work-orders/${orderId}/procedure/steps/${stepId(step)}`, { ...tech, ...headers }, body);

const followUpsOf = (orderId: string) =>
  t.db.select().from(workOrders).where(eq(workOrders.parentWorkOrderId, orderId));

describe("a work order's procedure", () => {
  it('is issued at creation with the current version and read back with its steps', async () => {
    const order = await startedOrder();
    expect(order.procedure).toMatchObject({ id: procedure.id, name: 'Conveyor belt inspection', version: 1 });
    const read = await inject('GET', `/api/work-orders/${order.id}/procedure`, tech);
    expect(read.statusCode).toBe(200);
    const body = read.json<WorkOrderProcedure>();
    expect(body.procedure).toMatchObject({ id: procedure.id, name: 'Conveyor belt inspection', version: 1 });
    expect(body.steps.map((s) => [s.section, s.step.title, s.step.type, s.answer])).toEqual([
      ['Belt', 'Belt tension', 'number', null],
      ['Belt', 'Guard refitted', 'pass_flag_fail', null],
    ]);
    expect(body.missingRequired).toEqual(['Guard refitted']);
  });

  it('refuses completing while a required step is unanswered, naming it', async () => {
    const order = await startedOrder();
    const refused = await inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'completed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'UNPROCESSABLE',
      code: 'workOrder.requiredStepsFirst',
      params: { steps: 'Guard refitted' },
      message: 'Answer the required steps first: Guard refitted',
      details: [
        {
          path: 'status',
          code: 'workOrder.stepNotAnswered',
          params: { title: 'Guard refitted' },
          message: '"Guard refitted" is not answered',
        },
      ],
    });

    expect((await answer(order.id, 'Guard refitted', { value: 'pass' })).statusCode).toBe(200);
    const done = await inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('marks a number outside its limits and raises one follow-up with the evidence', async () => {
    const order = await startedOrder();
    const form = multipart([
      { name: 'workOrderId', value: order.id },
      { name: 'file', fileName: 'belt.png', type: 'image/png', bytes: blankPng(40, 30) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: { ...tech, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const photo = upload.json<{ id: string }>();

    const sent = await answer(
      order.id,
      'Belt tension',
      { value: 52.5, note: 'Belt slack at the drive end', attachmentId: photo.id },
      { 'idempotency-key': `tension-${order.id}` },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const first = sent.json<StepAnswer>();
    expect(first).toMatchObject({ outOfLimit: false, outcome: 'ok', followUpWorkOrderId: null });

    const failing = await answer(
      order.id,
      'Belt tension',
      { value: 72, note: 'Belt slack at the drive end', attachmentId: photo.id },
      {
        'idempotency-key': `tension-high-${order.id}`,
      },
    );
    expect(failing.statusCode, failing.body).toBe(200);
    const failed = failing.json<StepAnswer>();
    expect(failed).toMatchObject({ outOfLimit: true, outcome: 'fail', finding: '72 N — outside 40–60 N' });
    expect(failed.followUpWorkOrderId).not.toBeNull();

    const [followUp, ...more] = await followUpsOf(order.id);
    expect(more).toHaveLength(0);
    expect(followUp).toMatchObject({
      id: failed.followUpWorkOrderId,
      description: `Follow-up of ${order.foNumber}, step 'Belt tension': 72 N — outside 40–60 N`,
      notes: 'Belt tension: 72 N — outside 40–60 N\nBelt slack at the drive end',
      priority: 'high',
      assignedTo: tenant.technician.id,
      status: 'assigned',
      followUp: true,
    });
    const evidence = await t.db.select().from(attachments).where(eq(attachments.workOrderId, followUp!.id));
    expect(evidence.map((a) => a.fileName)).toEqual(['belt.png']);

    // The same answer again with its key, with a new key, and a changed answer that fails again.
    await answer(order.id, 'Belt tension', { value: 72 }, { 'idempotency-key': `tension-high-${order.id}` });
    await answer(order.id, 'Belt tension', { value: 72 }, { 'idempotency-key': `tension-again-${order.id}` });
    const lower = await answer(order.id, 'Belt tension', { value: 31 });
    expect(lower.json<StepAnswer>()).toMatchObject({
      finding: '31 N — outside 40–60 N',
      followUpWorkOrderId: failed.followUpWorkOrderId,
    });
    expect(await followUpsOf(order.id)).toHaveLength(1);
  });

  it('flags the order on a flag answer and refuses answers that do not fit the step', async () => {
    const order = await startedOrder();
    const wrong = await answer(order.id, 'Guard refitted', { value: 'maybe' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Answer pass, flag or fail');
    const text = await answer(order.id, 'Belt tension', { value: 'tight' });
    expect(text.json().message).toBe('Enter a number');

    const flagged = await answer(order.id, 'Guard refitted', { value: 'flag', note: 'One bolt missing' });
    expect(flagged.json<StepAnswer>()).toMatchObject({ outcome: 'flag', finding: 'Flag' });
    const after = (await inject('GET', `/api/work-orders/${order.id}`, sup)).json<WorkOrder>();
    expect(after.flagged).toBe(true);
  });

  it('answers only the assignee among technicians, and checks If-Match against the order', async () => {
    const order = await startedOrder();
    const other = await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      status: 'in_progress',
      assignedTo: tenant.supervisor.id,
    });
    const notTheirs = await inject(
      'PUT',
      `/api/work-orders/${other.id}/procedure/steps/${stepId('Belt tension')}`,
      tech,
      {
        value: 50,
      },
    );
    expect(notTheirs.statusCode).toBe(403);
    const stale = await answer(
      order.id,
      'Belt tension',
      { value: 50 },
      { 'if-match': `"${order.version + 5}"` },
    );
    expect(stale.statusCode).toBe(409);
    const current = await answer(
      order.id,
      'Belt tension',
      { value: 50 },
      { 'if-match': `"${order.version}"` },
    );
    expect(current.statusCode).toBe(200);
  });

  it('keeps the version an open order was issued with when the procedure is edited', async () => {
    const order = await startedOrder();
    const edited = {
      ...beltCheck(),
      sections: [{ title: 'Belt', steps: [{ type: 'text', title: 'Condition' }] }],
    };
    const put = await inject('PUT', `/api/procedures/${procedure.id}`, sup, edited);
    expect(put.statusCode, put.body).toBe(200);
    const read = (
      await inject('GET', `/api/work-orders/${order.id}/procedure`, tech)
    ).json<WorkOrderProcedure>();
    expect(read.procedure?.version).toBe(1);
    expect(read.steps.map((s) => s.step.title)).toEqual(['Belt tension', 'Guard refitted']);

    const fresh = await inject('POST', '/api/work-orders', sup, {
      foNumber: foNumber(),
      description: 'Weekly belt check, next week',
      procedureId: procedure.id,
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const issued = (
      await inject('GET', `/api/work-orders/${fresh.json<WorkOrder>().id}/procedure`, sup)
    ).json<WorkOrderProcedure>();
    expect(issued.procedure?.version).toBe(2);
    expect(issued.steps.map((s) => s.step.title)).toEqual(['Condition']);
    procedure = (await inject('GET', `/api/procedures/${procedure.id}`, sup)).json<Procedure>();
  });

  it('is given, changed or taken off only before the work starts', async () => {
    const order = (
      await inject('POST', '/api/work-orders', sup, {
        foNumber: foNumber(),
        description: 'Guard check',
        assignedTo: tenant.technician.id,
      })
    ).json<WorkOrder>();
    const given = await inject('PUT', `/api/work-orders/${order.id}/procedure`, sup, {
      procedureId: procedure.id,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<WorkOrderProcedure>().procedure?.name).toBe('Conveyor belt inspection');
    const byTech = await inject('PUT', `/api/work-orders/${order.id}/procedure`, tech, { procedureId: null });
    expect(byTech.statusCode).toBe(403);
    await inject('PATCH', `/api/work-orders/${order.id}`, tech, { status: 'in_progress' });
    const late = await inject('PUT', `/api/work-orders/${order.id}/procedure`, sup, { procedureId: null });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Work order ${order.foNumber} is under way: its procedure can no longer be changed`,
    );
  });

  it("is issued by the PM scheduler in the template's current version, after the template's checklist", async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const conveyor = await buildEquipment(t.db, { ...scope, model: 'Belt conveyor BC-900' });
    const template = await inject('POST', '/api/pm-templates', sup, {
      model: 'Belt conveyor BC-900',
      component: 'Belt',
      action: 'Inspect',
      frequency: 'weekly',
      checklist: ['Lock out the drive'],
      procedureId: procedure.id,
    });
    expect(template.statusCode, template.body).toBe(201);
    expect(template.json<{ procedureId: string }>().procedureId).toBe(procedure.id);
    const run = await inject('POST', '/api/pm-scheduler/run', sup);
    expect(run.statusCode, run.body).toBe(200);
    const [order] = await t.db.select().from(workOrders).where(eq(workOrders.equipmentId, conveyor.id));
    const issued = (
      await inject('GET', `/api/work-orders/${order!.id}/procedure`, sup)
    ).json<WorkOrderProcedure>();
    expect(issued.procedure).toMatchObject({ id: procedure.id, version: procedure.currentVersion });
    expect(issued.steps.map((s) => [s.section, s.step.title])).toEqual([
      [null, 'Lock out the drive'],
      ...procedure.sections.flatMap((section) => section.steps.map((step) => [section.title, step.title])),
    ]);
  });
});
