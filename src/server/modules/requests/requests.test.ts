import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  mailMessages,
  notificationPreferences,
  requestThrottles,
  workRequests,
} from '../../db/schema';
import { cleanupJob } from '../../jobs/cleanup.job';
import { blankPng } from '../../test/blank-png';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addressScope } from '../auth/address-scope';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let admin: Record<string, string>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let portalKey: string;
let serial = 0;

/** Each request from an address of its own, so the address limit only bites where a test wants it. */
const nextAddress = () => `198.51.100.${(serial += 1)}`;

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
  remoteAddress = nextAddress(),
) => t.app.inject({ method, url, headers, payload, remoteAddress });

const submit = (body: object, remoteAddress?: string, key = portalKey) =>
  inject('POST', `/api/public/portal/${key}/requests`, {}, body, remoteAddress);

const statusOf = async (trackingCode: string) =>
  (await inject('GET', `/api/public/portal/${portalKey}/requests/${trackingCode}`)).json();

const requestByCode = async (trackingCode: string) =>
  (await t.db.select().from(workRequests).where(eq(workRequests.trackingCode, trackingCode)))[0]!;

const mailsTo = async (address: string) =>
  (await t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, address))).map((m) => m.kind);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  await t.db
    .insert(notificationPreferences)
    .values({ userId: tenant.supervisor.id, notificationType: 'request_new_mail', enabled: true });
  const settings = await inject('GET', '/api/request-portal', { ...admin, 'x-warehouse-id': tenant.main.id });
  expect(settings.statusCode).toBe(200);
  portalKey = settings.json().portalKey;
  expect(portalKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(settings.json().portalUrl).toBe(`http://localhost:80/r/${portalKey}`);
});
afterAll(() => t.close());

describe('work requests', () => {
  it('takes an anonymous request with two photos; approving makes an order with both, and the status page follows', async () => {
    const pump = await buildEquipment(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      assetTag: 'PUMP-7',
      description: 'Cooling pump',
    });
    const portal = await inject('GET', `/api/public/portal/${portalKey}?asset=pump-7`);
    expect(portal.json()).toEqual({
      warehouseName: 'Main Plant',
      enabled: true,
      asset: { assetTag: 'PUMP-7', description: 'Cooling pump' },
    });
    const unknown = await inject('GET', `/api/public/portal/${portalKey}?asset=NOPE-1`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });

    const form = multipart([
      { name: 'description', value: 'The pump is leaking water on the floor' },
      { name: 'assetTag', value: 'PUMP-7' },
      { name: 'stoppingWork', value: 'true' },
      { name: 'name', value: 'Dana' },
      { name: 'contact', value: 'dana@visitor.example' },
      { name: 'photo1', fileName: 'leak.png', type: 'image/png', bytes: blankPng(40, 30) },
      { name: 'photo2', fileName: 'floor.png', type: 'image/png', bytes: blankPng(30, 40) },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/public/portal/${portalKey}/requests`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: nextAddress(),
    });
    expect(created.statusCode).toBe(201);
    const { trackingCode, statusUrl } = created.json();
    expect(statusUrl).toBe(`http://localhost:80/r/${portalKey}/status/${trackingCode}`);
    expect(await statusOf(trackingCode)).toMatchObject({
      status: 'received',
      number: expect.stringMatching(/^R-\d{4}-000001$/),
    });
    expect(await mailsTo('dana@visitor.example')).toEqual(['request.received']);
    expect(await mailsTo(tenant.supervisor.email)).toEqual(['request.new']);
    expect(await mailsTo(tenant.manager.email)).toEqual([]);

    const request = await requestByCode(trackingCode);
    const listed = await inject('GET', '/api/requests?status=received', tech);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()[0]).toMatchObject({
      id: request.id,
      equipmentAssetTag: 'PUMP-7',
      requesterEmail: 'dana@visitor.example',
      stoppingWork: true,
    });
    // Sent in the same instant: their order among themselves is not the point.
    expect(
      listed
        .json()[0]
        .photos.map((p: { fileName: string }) => p.fileName)
        .sort(),
    ).toEqual(['floor.png', 'leak.png']);
    expect(
      (await inject('POST', `/api/requests/${request.id}/approve`, tech, { priority: 'high' })).statusCode,
    ).toBe(403);

    const approved = await inject('POST', `/api/requests/${request.id}/approve`, sup, {
      priority: 'high',
      assignedTo: tenant.technician.id,
    });
    expect(approved.statusCode).toBe(201);
    const order = approved.json();
    expect(order).toMatchObject({
      description: 'The pump is leaking water on the floor',
      equipmentId: pump.id,
    });
    const files = await t.db.select().from(attachments).where(eq(attachments.workOrderId, order.id));
    expect(files.map((f) => f.fileName).sort()).toEqual(['floor.png', 'leak.png']);
    expect(files.every((f) => f.uploadedBy === null && f.workRequestId === request.id)).toBe(true);

    const status = await statusOf(trackingCode);
    expect(status).toMatchObject({
      status: 'accepted',
      foNumber: order.foNumber,
      assigneeFirstName: tenant.technician.firstName,
    });
    const again = await inject('POST', `/api/requests/${request.id}/reject`, sup, { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already accepted');

    await inject('PATCH', `/api/work-orders/${order.id}`, sup, { status: 'in_progress' });
    expect((await statusOf(trackingCode)).status).toBe('in_progress');
    await inject('PATCH', `/api/work-orders/${order.id}`, sup, { status: 'completed' });
    expect((await statusOf(trackingCode)).status).toBe('done');
    expect(await mailsTo('dana@visitor.example')).toEqual([
      'request.received',
      'request.accepted',
      'request.in_progress',
      'request.done',
    ]);
  });

  it('rejects with a reason the status page shows, and merges into an open order the page then follows', async () => {
    const rejected = (
      await submit({
        description: 'The coffee machine is empty',
        stoppingWork: false,
        contact: '+44 (20) 7946-0000',
      })
    ).json();
    const row = await requestByCode(rejected.trackingCode);
    expect(row.requesterPhone).toBe('+44 (20) 7946-0000');
    const refused = await inject('POST', `/api/requests/${row.id}/reject`, sup, {
      reason: 'Facilities handle coffee',
    });
    expect(refused.statusCode).toBe(200);
    expect(await statusOf(rejected.trackingCode)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Facilities handle coffee',
    });

    const open = (
      await inject('POST', '/api/work-orders', sup, {
        foNumber: 'WO-2026-900',
        description: 'Fix the dock door',
      })
    ).json();
    const merged = (
      await submit({
        description: 'Dock door does not close',
        stoppingWork: false,
        contact: 'sam@visitor.example',
      })
    ).json();
    const mergedRow = await requestByCode(merged.trackingCode);
    const done = await inject('POST', `/api/requests/${mergedRow.id}/merge`, sup, { workOrderId: open.id });
    expect(done.json()).toMatchObject({ status: 'merged', workOrderFoNumber: 'WO-2026-900' });
    expect(await statusOf(merged.trackingCode)).toMatchObject({
      status: 'accepted',
      foNumber: 'WO-2026-900',
    });
    await inject('PATCH', `/api/work-orders/${open.id}`, sup, { assignedTo: tenant.supervisor.id });
    expect((await statusOf(merged.trackingCode)).status).toBe('accepted');
    const started = await inject('PATCH', `/api/work-orders/${open.id}`, sup, { status: 'in_progress' });
    expect(started.statusCode).toBe(200);
    expect((await statusOf(merged.trackingCode)).status).toBe('in_progress');
    expect(await mailsTo('sam@visitor.example')).toEqual([
      'request.received',
      'request.merged',
      'request.in_progress',
    ]);
    expect((await inject('GET', `/api/requests?workOrderId=${open.id}`, tech)).json()).toHaveLength(1);

    const badContact = await submit({
      description: 'Light out in hall B',
      stoppingWork: false,
      contact: 'call me',
    });
    expect(badContact.statusCode).toBe(400);
    const contactProblem = {
      code: 'request.contactInvalid',
      message: 'Give an e-mail address or a phone number (digits, spaces and + ( ) -), or leave it empty',
    };
    expect(badContact.json()).toEqual({
      error: 'VALIDATION_FAILED',
      ...contactProblem,
      details: [{ path: 'contact', ...contactProblem }],
    });
  });

  it('answers a validation error and an unknown asset with their codes and the English (ADR 65)', async () => {
    const short = await submit({ description: 'Leak', stoppingWork: false });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      code: 'request.sayWhatIsWrongMin',
      params: { min: 10 },
      message: 'Say what is wrong in at least 10 characters',
    });
    const unknownAsset = await submit({
      description: 'The pump is leaking oil',
      stoppingWork: false,
      assetTag: 'NOPE-1',
    });
    expect(unknownAsset.statusCode).toBe(400);
    expect(unknownAsset.json()).toMatchObject({
      code: 'request.unknownAsset',
      params: { assetTag: 'NOPE-1' },
      message: 'No asset NOPE-1 is known at this site',
      details: [{ path: 'assetTag', code: 'request.unknownAsset', params: { assetTag: 'NOPE-1' } }],
    });
  });

  it('answers 429 to the sixth request from one address in 10 minutes, and stores nothing for the honeypot', async () => {
    const address = '203.0.113.9';
    const before = (await t.db.select().from(workRequests)).length;
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await submit({ description: `Noise from fan number ${i}`, stoppingWork: false }, address))
          .statusCode,
      ).toBe(201);
    }
    const bot = await submit(
      { description: 'Buy cheap watches today', stoppingWork: false, website: 'http://spam.example' },
      address,
    );
    expect(bot.statusCode).toBe(201);
    expect(bot.json().trackingCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await t.db.select().from(workRequests)).length).toBe(before + 4);
    expect(
      (await inject('GET', `/api/public/portal/${portalKey}/requests/${bot.json().trackingCode}`)).statusCode,
    ).toBe(404);

    const sixth = await submit({ description: 'One request too many', stoppingWork: false }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('600');
    expect(sixth.json()).toEqual({
      error: 'RATE_LIMITED',
      code: 'request.networkBusy',
      params: { minutes: 10 },
      message: 'Too many requests from this network. Try again in 10 minutes.',
    });
    // Counted before the photos are read: a flood costs no image work, whatever it carries.
    const withBrokenPhoto = () =>
      multipart([
        { name: 'description', value: 'Seventh, with a photo' },
        { name: 'stoppingWork', value: 'false' },
        { name: 'photo', fileName: 'broken.png', type: 'image/png', bytes: Buffer.from('not a picture') },
      ]);
    const seventh = withBrokenPhoto();
    const flooded = await t.app.inject({
      method: 'POST',
      url: `/api/public/portal/${portalKey}/requests`,
      headers: seventh.headers,
      payload: seventh.payload,
      remoteAddress: address,
    });
    expect(flooded.statusCode).toBe(429);
    const stranger = withBrokenPhoto();
    const unknownKey = await t.app.inject({
      method: 'POST',
      url: '/api/public/portal/unknownKeyunknownKey00/requests',
      headers: stranger.headers,
      payload: stranger.payload,
      remoteAddress: nextAddress(),
    });
    expect(unknownKey.statusCode).toBe(404);
    t.clock.advance(10 * 60_000);
    expect(
      (await submit({ description: 'After the window again', stoppingWork: false }, address)).statusCode,
    ).toBe(201);
  });

  it('keeps staff e-mail, notes and other assets out of the public answers', async () => {
    await buildEquipment(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      assetTag: 'SECRET-9',
      description: 'Other asset',
    });
    const sent = (
      await submit({
        description: 'Conveyor belt slipping',
        stoppingWork: true,
        contact: 'lee@visitor.example',
      })
    ).json();
    const row = await requestByCode(sent.trackingCode);
    const order = (
      await inject('POST', `/api/requests/${row.id}/approve`, sup, {
        priority: 'medium',
        assignedTo: tenant.technician.id,
      })
    ).json();
    const answers = [
      (await inject('GET', `/api/public/portal/${portalKey}`)).body,
      (await inject('GET', `/api/public/portal/${portalKey}/requests/${sent.trackingCode}`)).body,
    ].join('\n');
    for (const secret of [
      tenant.technician.email,
      tenant.supervisor.email,
      tenant.technician.lastName,
      'SECRET-9',
      order.notes,
      'lee@visitor.example',
    ]) {
      expect(answers).not.toContain(secret);
    }
    expect(JSON.parse(answers.split('\n')[1]!)).toEqual({
      status: 'accepted',
      number: row.number,
      foNumber: order.foNumber,
      assigneeFirstName: tenant.technician.firstName,
      updatedAt: expect.any(String),
    });
  });

  it('answers 404 on a disabled or rotated key, and the admin’s changes are audited', async () => {
    const mainAdmin = { ...admin, 'x-warehouse-id': tenant.main.id };
    const current = (await inject('GET', '/api/request-portal', mainAdmin)).json();
    const off = await inject(
      'PATCH',
      '/api/request-portal',
      { ...mainAdmin, 'if-match': String(current.version) },
      { enabled: false },
    );
    expect(off.json()).toMatchObject({ enabled: false, version: current.version + 1 });
    expect(
      (
        await inject(
          'PATCH',
          '/api/request-portal',
          { ...mainAdmin, 'if-match': String(current.version) },
          { enabled: true },
        )
      ).statusCode,
    ).toBe(409);
    const closed = await submit({ description: 'Anything at all here', stoppingWork: false });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual({
      error: 'NOT_FOUND',
      code: 'request.linkRetired',
      message: 'This request link is no longer in use. Ask the site for a current one.',
    });
    await inject('PATCH', '/api/request-portal', mainAdmin, { enabled: true });

    const rotated = await inject('POST', '/api/request-portal/rotate', mainAdmin);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().portalKey).not.toBe(portalKey);
    expect((await inject('GET', `/api/public/portal/${portalKey}`)).statusCode).toBe(404);
    portalKey = rotated.json().portalKey;
    expect((await inject('GET', `/api/public/portal/${portalKey}`)).statusCode).toBe(200);
    expect((await inject('GET', '/api/request-portal', sup)).statusCode).toBe(403);
  });
  it('forgets the counts of windows that are over at the hourly cleanup, and keeps the running ones', async () => {
    const now = t.clock.now().getTime();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
    await t.db.insert(requestThrottles).values([
      { scope: 'address:192.0.2.1', windowStart: minutesAgo(5), hits: 3 },
      { scope: 'address:192.0.2.2', windowStart: minutesAgo(61), hits: 5 },
      { scope: 'portal:ended', windowStart: minutesAgo(24 * 60), hits: 200 },
    ]);
    const result = await cleanupJob(t.db, t.clock, t.app.services).run();
    expect(result).toMatchObject({ requestThrottles: expect.any(Number) });
    const left = (await t.db.select().from(requestThrottles)).map((row) => row.scope);
    expect(left).toContain('address:192.0.2.1');
    expect(left).not.toContain('address:192.0.2.2');
    expect(left).not.toContain('portal:ended');
  });
});

describe('a public request resent with its Idempotency-Key', () => {
  const sendKeyed = (idempotencyKey: string, body: object, remoteAddress = nextAddress(), key = portalKey) =>
    inject(
      'POST',
      `/api/public/portal/${key}/requests`,
      { 'idempotency-key': idempotencyKey },
      body,
      remoteAddress,
    );
  const storedCount = async () => (await t.db.select({ id: workRequests.id }).from(workRequests)).length;
  const hitsOf = async (scopes: string[]) =>
    (await t.db.select().from(requestThrottles))
      .filter((row) => scopes.includes(row.scope))
      .map((row) => `${row.scope}=${row.hits}`)
      .sort();

  it('is stored once and answered as the first time, outside the address and portal limits', async () => {
    const address = '203.0.113.40';
    const idempotencyKey = randomUUID();
    const body = {
      description: 'Forklift charger sparks when plugged in',
      stoppingWork: true,
      contact: 'kim@visitor.example',
    };
    const before = await storedCount();
    const first = await sendKeyed(idempotencyKey, body, address);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const counted = [addressScope(address), `portal:${tenant.main.id}`];
    const hits = await hitsOf(counted);
    const resent = await sendKeyed(idempotencyKey, body, address);
    expect(resent.statusCode).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.json()).toEqual(first.json());
    expect(await storedCount()).toBe(before + 1);
    expect(await hitsOf(counted)).toEqual(hits);
    expect(await mailsTo('kim@visitor.example')).toEqual(['request.received']);

    // Four more fill the address's limit: a new request is refused, the resend still answered.
    for (let i = 0; i < 4; i += 1) {
      const other = await submit({ description: `Charger bay ${i} light out`, stoppingWork: false }, address);
      expect(other.statusCode).toBe(201);
    }
    expect(
      (await submit({ description: 'One more from here', stoppingWork: false }, address)).statusCode,
    ).toBe(429);
    const late = await sendKeyed(idempotencyKey, body, address);
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual(first.json());

    // The draft edited after its answer was lost: the request it became is the answer still.
    const edited = await sendKeyed(idempotencyKey, {
      ...body,
      description: 'Forklift charger sparks and smokes',
    });
    expect(edited.statusCode).toBe(201);
    expect(edited.headers['idempotent-replayed']).toBe('true');
    expect(edited.json()).toEqual(first.json());
    expect(await storedCount()).toBe(before + 5);

    // Keys are per portal: another plant's portal takes the same key as a new request.
    const northAdmin = { ...admin, 'x-warehouse-id': tenant.north.id };
    const northKey = (await inject('GET', '/api/request-portal', northAdmin)).json().portalKey;
    const north = await sendKeyed(idempotencyKey, body, nextAddress(), northKey);
    expect(north.statusCode).toBe(201);
    expect(north.headers['idempotent-replayed']).toBeUndefined();
    expect(north.json().trackingCode).not.toBe(first.json().trackingCode);
  });

  it('makes one request of the same key sent several times at once', async () => {
    const idempotencyKey = randomUUID();
    const body = {
      description: 'Roller door stuck half open',
      stoppingWork: false,
      contact: 'ola@visitor.example',
    };
    const answers = await Promise.all(Array.from({ length: 4 }, () => sendKeyed(idempotencyKey, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().trackingCode)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    const stored = await t.db
      .select()
      .from(workRequests)
      .where(eq(workRequests.description, 'Roller door stuck half open'));
    expect(stored).toHaveLength(1);
    expect(await mailsTo('ola@visitor.example')).toEqual(['request.received']);
  });

  it('refuses a key that is blank or longer than 255 characters, and stores nothing for the honeypot', async () => {
    const body = { description: 'Tap in washroom 2 drips', stoppingWork: false };
    for (const bad of ['   ', 'k'.repeat(256)]) {
      const refused = await sendKeyed(bad, body);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'Idempotency-Key must be 1 to 255 characters',
      });
    }
    const idempotencyKey = randomUUID();
    const before = await storedCount();
    const bot = { ...body, website: 'http://spam.example' };
    const baited = [await sendKeyed(idempotencyKey, bot), await sendKeyed(idempotencyKey, bot)];
    expect(baited.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await storedCount()).toBe(before);
    const real = await sendKeyed(idempotencyKey, body);
    expect(real.statusCode).toBe(201);
    expect(real.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedCount()).toBe(before + 1);
  });
});

describe('approvals numbered at the same time as other orders', () => {
  const fo = (sequence: string) => `WO-${t.clock.now().getUTCFullYear()}-${sequence}`;
  const scope = () => ({ organizationId: tenant.org.id, warehouseId: tenant.main.id });
  const received = async (description: string) => {
    const sent = await submit({ description, stoppingWork: false });
    expect(sent.statusCode).toBe(201);
    return (await requestByCode(sent.json().trackingCode)).id;
  };
  const approve = (id: string) => inject('POST', `/api/requests/${id}/approve`, sup, { priority: 'medium' });

  it('approves five at once, beside a follow-up and an order numbered by hand, into distinct FO numbers', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map((bay) => received(`Guard rail loose at bay ${bay}`)));
    const parent = await buildWorkOrder(t.db, {
      ...scope(),
      status: 'in_progress',
      assignedTo: tenant.technician.id,
    });
    const step = await inject('POST', `/api/work-orders/${parent.id}/checklist`, tech, {
      description: 'Rail bolts torqued',
    });
    expect(step.statusCode).toBe(201);

    const [failed, byHand, ...approvals] = await Promise.all([
      inject('PATCH', `/api/work-orders/checklist/${step.json().id}`, tech, {
        status: 'failed',
        createFollowUp: true,
      }),
      inject('POST', '/api/work-orders', sup, { foNumber: fo('5000'), description: 'Repaint the bay lines' }),
      ...ids.map(approve),
    ]);
    expect(approvals.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(failed!.statusCode).toBe(200);
    expect(byHand!.statusCode).toBe(201);
    const followUp = await inject('GET', `/api/work-orders/${failed!.json().followUpWorkOrderId}`, tech);
    const numbers = [
      ...approvals.map((a) => a.json().foNumber),
      followUp.json().foNumber,
      byHand!.json().foNumber,
    ];
    expect(new Set(numbers).size).toBe(7);
  });

  it('gives an approval the next number when an order still being created holds the one it drew', async () => {
    const id = await received('Emergency light flickers in corridor C');
    const drawn = (await inject('GET', '/api/work-orders/next-fo-number', sup)).json().foNumber;
    const following = fo(String(Number(drawn.split('-')[2]) + 1).padStart(3, '0'));
    let approval: ReturnType<typeof approve> | undefined;
    await t.db.transaction(async (tx) => {
      // Someone types the suggested number and their order is not committed yet.
      await buildWorkOrder(tx, { ...scope(), foNumber: drawn });
      let settled = false;
      approval = approve(id).finally(() => {
        settled = true;
      });
      // Committed only once the approval waits on that number (or has answered already).
      while (!settled && !(await waitsOnALock())) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const answer = await approval!;
    expect(answer.statusCode).toBe(201);
    expect(answer.json().foNumber).toBe(following);
  });
});

/** Whether a session of this test's database waits for a lock another one holds. */
async function waitsOnALock(): Promise<boolean> {
  const { rows } = await t.pool.query(
    `select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where not l.granted and a.datname = current_database()`,
  );
  return rows.length > 0;
}
