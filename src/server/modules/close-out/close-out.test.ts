import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderType } from '../../../shared/domain';
import type { CloseOutCode } from '../../../shared/schemas/close-out';
import type { TimelineEntry } from '../../../shared/schemas/work-order-activity';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { buildTenant, buildUser, buildWorkOrder } from '../../test/factories';
import { sender, signIn } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 25 §8: the organization's close-out codes, and completing an order with them. */

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
/** A supervisor of both plants: the list is the whole organization's. */
let sup: Record<string, string>;
/** Main's supervisor only. */
let mainSup: Record<string, string>;
let tech: Record<string, string>;
let manager: Record<string, string>;

const inject = sender(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  const everyPlant = await buildUser(t.db, {
    organizationId: tenant.org.id,
    warehouseIds: [tenant.main.id, tenant.north.id],
    role: 'supervisor',
  });
  sup = await signIn(t.app, everyPlant, tenant.main.id);
  mainSup = await signIn(t.app, tenant.supervisor);
  tech = await signIn(t.app, tenant.technician);
  manager = await signIn(t.app, tenant.manager);
});
afterAll(() => t.close());

const codes = async () => (await inject('GET', '/api/close-out-codes', tech)).json<CloseOutCode[]>();

const requireCodes = async (required: boolean) => {
  const response = await inject('PATCH', '/api/plant-settings', manager, { closeOutCodesRequired: required });
  expect(response.statusCode, response.body).toBe(200);
};

/** An order of Main under way, the technician's. */
const orderUnderWay = (type: WorkOrderType = 'corrective') =>
  buildWorkOrder(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.main.id,
    type,
    status: 'in_progress',
    assignedTo: tenant.technician.id,
    startedAt: new Date(),
  });

const complete = (id: string, extra: object = {}, headers = tech) =>
  inject('PATCH', `/api/work-orders/${id}`, headers, { status: 'completed', ...extra });

const SEAL_JOB = { problemCode: 'leaking', causeCode: 'seal_wear', remedyCode: 'replaced' };

describe('close-out codes', () => {
  it('start as the ISO 14224-style set of every organization, kind by kind in order', async () => {
    const list = await codes();
    const ofKind = (kind: string) => list.filter((c) => c.kind === kind).map((c) => c.code);
    expect(ofKind('problem')).toEqual([
      'leaking',
      'noise',
      'vibration',
      'overheating',
      'fails_to_start',
      'breakdown',
      'abnormal_output',
      'electrical_fault',
      'other',
    ]);
    expect(ofKind('cause')).toEqual([
      'seal_wear',
      'misalignment',
      'lubrication',
      'contamination',
      'fatigue',
      'operator_error',
      'electrical',
      'design',
      'unknown',
    ]);
    expect(ofKind('remedy')).toEqual([
      'replaced',
      'repaired',
      'adjusted',
      'cleaned',
      'lubricated',
      'modified',
      'reset',
      'no_action',
    ]);
    expect(list.find((c) => c.code === 'fails_to_start')).toMatchObject({ label: 'Won\u2019t start' });
    expect(list.every((c) => c.active)).toBe(true);
  });

  it('are added, renamed and retired by a supervisor of every plant; a code is unique within its kind', async () => {
    const add = (kind: string, label: string, headers = sup) =>
      inject('POST', '/api/close-out-codes', headers, { kind, label });
    const bearing = await add('cause', 'Bearing failure!');
    expect(bearing.statusCode, bearing.body).toBe(201);
    expect(bearing.json()).toMatchObject({
      kind: 'cause',
      code: 'bearing_failure',
      position: 10,
      active: true,
    });
    // "other" is a problem code: a cause may have its own.
    expect((await add('cause', 'Other')).json().code).toBe('other');
    expect((await add('problem', 'Other')).json().code).toBe('other_2');

    const renamed = await inject('PATCH', `/api/close-out-codes/${bearing.json().id}`, sup, {
      label: 'Bearing worn out',
    });
    expect(renamed.json()).toMatchObject({ code: 'bearing_failure', label: 'Bearing worn out', version: 2 });
    const retired = await inject('PATCH', `/api/close-out-codes/${bearing.json().id}`, sup, {
      active: false,
    });
    expect(retired.json()).toMatchObject({ active: false, version: 3 });
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/close-out-codes/${bearing.json().id}`,
      headers: { ...sup, 'if-match': '1' },
      payload: { active: true },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('are refused to technicians, and to a supervisor of one plant with the reason', async () => {
    expect(
      (await inject('POST', '/api/close-out-codes', tech, { kind: 'problem', label: 'Smoke' })).statusCode,
    ).toBe(403);
    const onePlant = await inject('POST', '/api/close-out-codes', mainSup, {
      kind: 'problem',
      label: 'Smoke',
    });
    expect(onePlant.statusCode).toBe(403);
    expect(onePlant.json().message).toBe(
      'Close-out codes are shared by every plant of your organization: only someone who works in all its plants can change them',
    );
    const leaking = (await codes()).find((c) => c.code === 'leaking')!;
    expect(
      (await inject('PATCH', `/api/close-out-codes/${leaking.id}`, tech, { label: 'Leak' })).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/api/close-out-codes', sup, { kind: 'failure', label: 'Smoke' })).statusCode,
    ).toBe(400);
  });
});

describe('completing with close-out codes', () => {
  it('completes without codes while the plant keeps them optional', async () => {
    await requireCodes(false);
    const order = await orderUnderWay();
    const done = await complete(order.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<WorkOrder>()).toMatchObject({
      status: 'completed',
      problemCode: null,
      completionNote: null,
    });
  });

  it('refuses a corrective or emergency completion without all three codes when required, naming what is missing', async () => {
    await requireCodes(true);
    const corrective = await orderUnderWay('corrective');
    const bare = await complete(corrective.id);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({
      error: 'UNPROCESSABLE',
      message: 'Give a problem, a cause and a remedy code to complete a corrective order',
      details: [
        { path: 'problemCode', message: 'Choose a problem code' },
        { path: 'causeCode', message: 'Choose a cause code' },
        { path: 'remedyCode', message: 'Choose a remedy code' },
      ],
    });
    const emergency = await orderUnderWay('emergency');
    const partial = await complete(emergency.id, { problemCode: 'leaking' });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().message).toBe('Give a cause and a remedy code to complete an emergency order');
    // Nothing was written: the order is still under way.
    const still = await inject('GET', `/api/work-orders/${emergency.id}`, tech);
    expect(still.json()).toMatchObject({ status: 'in_progress', problemCode: null });
  });

  it('completes with the codes and a note: the order, its history and its event carry them in words', async () => {
    await requireCodes(true);
    const order = await orderUnderWay();
    const done = await complete(order.id, {
      ...SEAL_JOB,
      completionNote: 'Seal was cracked; fitted a new one.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<WorkOrder>()).toMatchObject({
      status: 'completed',
      problemCode: 'leaking',
      problemLabel: 'Leaking',
      causeCode: 'seal_wear',
      causeLabel: 'Seal wear',
      remedyCode: 'replaced',
      remedyLabel: 'Replaced',
      completionNote: 'Seal was cracked; fitted a new one.',
    });
    const history = (await inject('GET', `/api/work-orders/${order.id}/history`, tech)).json<
      TimelineEntry[]
    >();
    expect(history.find((e) => e.title === 'Close-out recorded')).toMatchObject({
      detail: 'Problem: Leaking · Cause: Seal wear · Remedy: Replaced · Seal was cracked; fitted a new one.',
    });
    const event = t.events.findLast((e) => e.type === 'work_order' && e.id === order.id);
    expect(event?.data).toMatchObject({ problemLabel: 'Leaking', causeLabel: 'Seal wear' });
    // A rename reaches the order; its history keeps what was said then.
    const sealWear = (await codes()).find((c) => c.kind === 'cause' && c.code === 'seal_wear')!;
    await inject('PATCH', `/api/close-out-codes/${sealWear.id}`, sup, { label: 'Seal worn' });
    expect((await inject('GET', `/api/work-orders/${order.id}`, tech)).json().causeLabel).toBe('Seal worn');
    await inject('PATCH', `/api/close-out-codes/${sealWear.id}`, sup, { label: 'Seal wear' });
  });

  it('does not ask a preventive order for codes, and takes the note alone', async () => {
    await requireCodes(true);
    const order = await orderUnderWay('preventive');
    const done = await complete(order.id, { completionNote: 'All greased.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ problemCode: null, completionNote: 'All greased.' });
  });

  it('refuses a retired code, an unknown one and a code of another kind', async () => {
    await requireCodes(false);
    const added = await inject('POST', '/api/close-out-codes', sup, { kind: 'remedy', label: 'Bodged' });
    await inject('PATCH', `/api/close-out-codes/${added.json().id}`, sup, { active: false });
    const order = await orderUnderWay();
    const retired = await complete(order.id, { ...SEAL_JOB, remedyCode: 'bodged' });
    expect(retired.statusCode).toBe(422);
    expect(retired.json()).toMatchObject({
      message: 'Remedy code bodged is retired: choose another remedy code',
      details: [{ path: 'remedyCode' }],
    });
    const unknown = await complete(order.id, { ...SEAL_JOB, problemCode: 'exploded' });
    expect(unknown.json().message).toBe(
      'Problem code exploded is not one of your organization’s problem codes',
    );
    const wrongKind = await complete(order.id, { ...SEAL_JOB, causeCode: 'replaced' });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().message).toBe(
      'Cause code replaced is not one of your organization’s cause codes',
    );
  });

  it('answers its refusals with a code and params beside the English message (ADR 65)', async () => {
    const badKind = await inject('POST', '/api/close-out-codes', sup, { kind: 'failure', label: 'Smoke' });
    expect(badKind.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      code: 'closeOut.kindInvalid',
      message: 'Kind must be problem, cause or remedy',
      details: [{ path: 'kind', code: 'closeOut.kindInvalid' }],
    });

    await requireCodes(false);
    const order = await orderUnderWay();
    const unknown = await complete(order.id, { ...SEAL_JOB, problemCode: 'exploded' });
    expect(unknown.json()).toEqual({
      error: 'UNPROCESSABLE',
      code: 'closeOut.problemCodeUnknown',
      params: { code: 'exploded' },
      message: 'Problem code exploded is not one of your organization’s problem codes',
      details: [
        {
          path: 'problemCode',
          code: 'closeOut.problemCodeUnknownShort',
          message: 'is not one of your organization’s problem codes',
        },
      ],
    });

    await requireCodes(true);
    const bare = await complete((await orderUnderWay()).id, {
      problemCode: 'leaking',
      causeCode: 'seal_wear',
    });
    // The message names the missing kinds by their key; each field's detail has its own code.
    expect(bare.json()).toMatchObject({
      code: 'closeOut.missingCodes',
      params: { missing: 'remedy', type: 'corrective' },
      message: 'Give a remedy code to complete a corrective order',
      details: [{ path: 'remedyCode', code: 'closeOut.chooseRemedyCode', message: 'Choose a remedy code' }],
    });
  });

  it('takes codes only with the completion, and clears them when the order is completed again without', async () => {
    await requireCodes(false);
    const order = await orderUnderWay();
    const early = await inject('PATCH', `/api/work-orders/${order.id}`, tech, { causeCode: 'seal_wear' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Close-out codes and the completion note go with completing the order');
    expect((await complete(order.id, SEAL_JOB)).json().problemCode).toBe('leaking');
    expect(
      (await inject('PATCH', `/api/work-orders/${order.id}`, mainSup, { status: 'in_progress' })).statusCode,
    ).toBe(200);
    expect((await complete(order.id)).json()).toMatchObject({ status: 'completed', problemCode: null });
  });
});
