import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookPayload,
} from '../../../../shared/schemas/webhooks';
import { mailMessages, notifications, webhookEndpoints } from '../../../db/schema';
import { buildTenant } from '../../../test/factories';
import { bearer, login } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEventBus } from '../../../realtime/event-bus';
import { createWebhookDelivery } from './webhook-delivery';
import type { WebhooksService } from './webhooks.service';
import { dryRun } from '../imports/import-files.test-helper';
import { startWebhookReceiver, type ReceivedWebhook } from './webhook-receiver';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let admin: Record<string, string>;
let supervisor: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers = admin, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });

async function addEndpoint(path: string, eventTypes: string[]): Promise<WebhookEndpointWithSecret> {
  const response = await call('POST', '/api/webhooks', admin, {
    url: receiver.url(path),
    eventTypes,
    allowPrivateNetwork: true,
  });
  expect(response.statusCode).toBe(201);
  return response.json<WebhookEndpointWithSecret>();
}

const at = (path: string) => receiver.received.filter((r) => r.path === path);
const verified = (secret: string, hook: ReceivedWebhook) =>
  new Webhook(secret).verify(hook.body, hook.headers) as WebhookPayload;

/**
 * Runs a delivery job until `done`. The change feed reads only transactions older than every
 * running one (ADR 42), and other test files share the PostgreSQL server, so a run may see
 * nothing yet; on a busy machine that lasts, so the bound is time (it only bounds a hang).
 */
async function deliverWhile(
  notDone: () => Promise<boolean> | boolean,
  worker: Pick<WebhooksService, 'deliverDue'> = t.app.services.webhooks,
) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && (await notDone());) {
    await worker.deliverDue();
    if (await notDone()) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the delivery job until the receiver holds `count` webhooks at `path`. */
async function deliverUntil(path: string, count: number) {
  await deliverWhile(() => at(path).length < count);
  return at(path);
}

async function deliveriesOf(endpointId: string): Promise<WebhookDelivery[]> {
  const response = await call('GET', `/api/webhooks/${endpointId}/deliveries`);
  expect(response.statusCode).toBe(200);
  return response.json<WebhookDelivery[]>();
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  receiver = await startWebhookReceiver();
});
beforeEach(async () => {
  // Each test's endpoints only: none of an earlier test hears this one's events.
  await t.db.delete(webhookEndpoints);
  receiver.answerWith([]);
  t.clock.set(new Date());
  admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token, tenant.main.id);
  supervisor = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('webhook deliveries', () => {
  it('announces what a CSV import wrote: one imported event per batch, naming its records', async () => {
    const endpoint = await addEndpoint('/imports', ['equipment.imported']);
    const csv =
      'Asset Tag,Name,Model,Description\r\nWH-IMP-1,Imported pump one,KSB 65,Cooling loop pump\r\nWH-IMP-2,Imported pump two,KSB 65,Cooling loop pump\r\n';
    const { statusCode, preview } = await dryRun(t.app, admin, 'equipment', csv);
    expect(statusCode).toBe(201);
    expect(preview.errors).toEqual([]);
    const commit = await call('POST', `/api/imports/equipment/${preview.id}/commit`);
    expect(commit.statusCode).toBe(200);

    const [hook] = await deliverUntil('/imports', 1);
    const payload = verified(endpoint.secret, hook!);
    expect(payload.type).toBe('equipment.imported');
    expect(payload.data.id).toBe(preview.id);
    const ids = (payload.data.object as { ids: string[] }).ids;
    expect(ids).toHaveLength(2);
  });

  it('delivers every event of a sequence, signed as Standard Webhooks says, in order per record', async () => {
    const endpoint = await addEndpoint('/all', ['*']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const order = (
      await call('POST', '/api/work-orders', supervisor, {
        foNumber: 'WO-2026-801',
        description: 'Replace the conveyor belt',
        assignedTo: tenant.supervisor.id,
      })
    ).json<{ id: string }>();
    for (const status of ['in_progress', 'completed']) {
      const step = await call('PATCH', `/api/work-orders/${order.id}`, supervisor, { status });
      expect(step.statusCode).toBe(200);
    }
    const part = (await call('POST', '/api/parts', supervisor, { name: 'Belt', partNumber: 'BLT-1' })).json<{
      id: string;
    }>();

    const got = await deliverUntil('/all', 4);
    const payloads = got.map((hook) => verified(endpoint.secret, hook));
    expect(payloads.map((p) => [p.type, p.data.id])).toEqual([
      ['work_order.created', order.id],
      ['work_order.updated', order.id],
      ['work_order.updated', order.id],
      ['part.created', part.id],
    ]);
    expect(payloads.map((p) => p.data.object.status)).toEqual([
      'assigned',
      'in_progress',
      'completed',
      undefined,
    ]);
    expect(payloads[0]?.data).toMatchObject({ organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const ids = got.map((hook) => Number(hook.headers['webhook-id']));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(got[0]?.headers['content-type']).toBe('application/json');

    const log = await deliveriesOf(endpoint.id);
    expect(log.map((d) => [d.eventType, d.state, d.attempts, d.responseStatus, d.responseBody])).toEqual([
      ['part.created', 'delivered', 1, 200, 'ok'],
      ['work_order.updated', 'delivered', 1, 200, 'ok'],
      ['work_order.updated', 'delivered', 1, 200, 'ok'],
      ['work_order.created', 'delivered', 1, 200, 'ok'],
    ]);
  });

  it('sends the same webhook-id again after the receiver answered 500 twice, backing off 30 s then 60 s', async () => {
    const endpoint = await addEndpoint('/flaky', ['vendor.created']);
    receiver.answerWith([500, 500]);
    const vendor = (await call('POST', '/api/vendors', supervisor, { name: 'Hydra Supply' })).json<{
      id: string;
    }>();

    await deliverUntil('/flaky', 1);
    const [first] = await deliveriesOf(endpoint.id);
    expect(first).toMatchObject({
      state: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseBody: 'receiver says 500',
    });
    expect((await call('GET', `/api/webhooks/${endpoint.id}`)).json<WebhookEndpoint>().status).toBe(
      'failing',
    );

    await t.app.services.webhooks.deliverDue();
    expect(at('/flaky')).toHaveLength(1);
    t.clock.advance(30_000);
    await t.app.services.webhooks.deliverDue();
    expect(at('/flaky')).toHaveLength(2);
    t.clock.advance(59_000);
    await t.app.services.webhooks.deliverDue();
    expect(at('/flaky')).toHaveLength(2);
    t.clock.advance(1_000);
    await t.app.services.webhooks.deliverDue();

    const got = at('/flaky');
    expect(got).toHaveLength(3);
    const ids = new Set(got.map((hook) => hook.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const hook of got) expect(verified(endpoint.secret, hook).data.id).toBe(vendor.id);
    const [last] = await deliveriesOf(endpoint.id);
    expect(last).toMatchObject({
      state: 'delivered',
      attempts: 3,
      responseStatus: 200,
      webhookId: [...ids][0],
    });
    expect((await call('GET', `/api/webhooks/${endpoint.id}`)).json<WebhookEndpoint>().status).toBe('active');
  });

  it('disables an endpoint failing for 24 hours, tells the admins, and resumes it with a redelivery', async () => {
    const endpoint = await addEndpoint('/down', ['vendor.created']);
    receiver.answerWith([], 503);
    await call('POST', '/api/vendors', supervisor, { name: 'Gone Supply' });
    await deliverUntil('/down', 1);
    for (let hour = 0; hour < 30; hour += 1) {
      t.clock.advance(60 * 60_000);
      await t.app.services.webhooks.deliverDue();
    }
    // A day later the morning's session has long expired.
    admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token, tenant.main.id);
    const disabled = (await call('GET', `/api/webhooks/${endpoint.id}`)).json<WebhookEndpoint>();
    expect(disabled).toMatchObject({
      status: 'disabled',
      enabled: false,
      disabledReason: 'Every delivery failed for 24 hours (last: HTTP 503)',
    });
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.admin.id), eq(notifications.type, 'system_alert')));
    expect(alerts.map((n) => n.title)).toEqual(['Webhook endpoint disabled']);
    expect(alerts[0]?.message).toBe(
      `${receiver.url('/down')} failed every delivery for 24 hours and was disabled. Fix the receiver, then enable it again under Administration → Webhooks.`,
    );
    // Mailed as well: an integration that stopped is noticed by someone not looking at the app.
    const mailed = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'webhook.disabled'));
    expect(mailed.map((m) => [m.toAddress, m.subject, m.body])).toEqual(
      [tenant.admin.email].map((to) => [to, 'Webhook endpoint disabled', alerts[0]?.message]),
    );
    const [gaveUp] = await deliveriesOf(endpoint.id);
    expect(gaveUp).toMatchObject({ state: 'failed', responseStatus: 503 });

    receiver.answerWith([], 200);
    const resumed = await call('PATCH', `/api/webhooks/${endpoint.id}`, admin, { enabled: true });
    expect(resumed.json()).toMatchObject({ status: 'active', failingSince: null, disabledReason: null });
    const redelivery = await call('POST', `/api/webhooks/${endpoint.id}/deliveries/${gaveUp?.id}/redeliver`);
    expect(redelivery.statusCode).toBe(202);
    expect(redelivery.json()).toMatchObject({ state: 'pending', attempts: 0, webhookId: gaveUp?.webhookId });
    const before = at('/down').length;
    await t.app.services.webhooks.deliverDue();
    const got = at('/down');
    expect(got).toHaveLength(before + 1);
    expect(got.at(-1)?.headers['webhook-id']).toBe(gaveUp?.webhookId);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ state: 'delivered', responseStatus: 200 });
  });

  it('refuses a loopback, private or intranet target unless private network targets are allowed', async () => {
    const refused = async (url: string) => {
      const response = await call('POST', '/api/webhooks', admin, {
        url,
        eventTypes: ['work_order.created'],
      });
      expect(response.statusCode).toBe(422);
      return response.json<{ message: string }>().message;
    };
    const hint = 'tick "Allow private network targets" for a receiver on your own network';
    expect(await refused(receiver.url('/x'))).toBe(
      'URL must start with https:// (http:// only with "Allow private network targets")',
    );
    expect(await refused('https://127.0.0.1/hooks')).toBe(`127.0.0.1 is a loopback address: ${hint}`);
    expect(await refused('https://10.0.4.2/hooks')).toBe(`10.0.4.2 is a private address: ${hint}`);
    expect(await refused('https://169.254.169.254/latest')).toBe(
      `169.254.169.254 is a cloud metadata address: ${hint}`,
    );
    expect(await refused('https://[fe80::1]/hooks')).toBe(`fe80::1 is a link-local address: ${hint}`);
    expect(await refused('https://erp.local/hooks')).toBe(`erp.local is not a public host name: ${hint}`);

    const allowed = await addEndpoint('/lan', ['work_order.created']);
    const narrowed = await call('PATCH', `/api/webhooks/${allowed.id}`, admin, {
      allowPrivateNetwork: false,
    });
    expect(narrowed.statusCode).toBe(422);
    expect(narrowed.json()).toMatchObject({
      message: 'URL must start with https:// (http:// only with "Allow private network targets")',
    });

    // A name that resolves inside the network is refused when the delivery connects (DNS rebinding).
    await t.db
      .update(webhookEndpoints)
      .set({ url: `https://localhost:${receiver.port}/lan`, allowPrivateNetwork: false })
      .where(eq(webhookEndpoints.id, allowed.id));
    await call('POST', '/api/work-orders', supervisor, {
      foNumber: 'WO-2026-802',
      description: 'Check the LAN hook',
    });
    await deliverWhile(async () => (await deliveriesOf(allowed.id)).every((d) => d.attempts === 0));
    const [attempt] = await deliveriesOf(allowed.id);
    expect(attempt?.responseStatus).toBeNull();
    expect(attempt?.responseBody).toMatch(
      /^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address \(allow private network targets to reach it\)$/,
    );
    expect(at('/lan')).toHaveLength(0);
  });

  it('answers the secret on creation and rotation only, and checks versions on edits', async () => {
    const endpoint = await addEndpoint('/secret', ['part.created']);
    const reads = [
      await call('GET', '/api/webhooks'),
      await call('GET', `/api/webhooks/${endpoint.id}`),
      await call(
        'PATCH',
        `/api/webhooks/${endpoint.id}`,
        { ...admin, 'if-match': '1' },
        { description: 'ERP' },
      ),
      await call('GET', `/api/webhooks/${endpoint.id}/deliveries`),
      await call('GET', `/api/audit?entityType=webhook_endpoint`),
    ];
    for (const response of reads) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(endpoint.secret.slice(6));
    }
    expect(reads[0]?.headers['x-total-count']).toBe('1');

    const stale = await call(
      'PATCH',
      `/api/webhooks/${endpoint.id}`,
      { ...admin, 'if-match': '1' },
      { description: 'Old' },
    );
    expect(stale.statusCode).toBe(409);

    const rotated = (
      await call('POST', `/api/webhooks/${endpoint.id}/rotate-secret`)
    ).json<WebhookEndpointWithSecret>();
    expect(rotated.secret).not.toBe(endpoint.secret);
    await call('POST', '/api/parts', supervisor, { name: 'Seal', partNumber: 'SL-9' });
    const [hook] = await deliverUntil('/secret', 1);
    expect(() => verified(endpoint.secret, hook!)).toThrow('No matching signature found');
    expect(verified(rotated.secret, hook!).type).toBe('part.created');

    expect((await call('GET', '/api/webhooks', supervisor)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/api/webhooks/${endpoint.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/webhooks/${endpoint.id}`)).json()).toMatchObject({
      code: 'record.notFound',
      params: { record: 'webhookEndpoint' },
      message: 'Webhook endpoint not found',
    });
  });

  it('lists the event types an endpoint may subscribe to, and refuses unknown ones', async () => {
    const types = (await call('GET', '/api/webhooks/event-types')).json<{ eventTypes: string[] }>()
      .eventTypes;
    expect(types).toContain('purchase_order.approved');
    const response = await call('POST', '/api/webhooks', admin, {
      url: 'https://erp.example.com/hooks',
      eventTypes: ['work_order.exploded'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'Unknown event type "work_order.exploded": see GET /api/webhooks/event-types',
    );
  });

  it('answers a schema refusal and a refused target with code, params and the English message (ADR 65)', async () => {
    const none = await call('POST', '/api/webhooks', admin, {
      url: 'https://erp.example.com/hooks',
      eventTypes: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'webhook.chooseEventType',
      message: 'Choose at least one event type',
      details: [
        { path: 'eventTypes', code: 'webhook.chooseEventType', message: 'Choose at least one event type' },
      ],
    });
    const message =
      '10.0.4.2 is a private address: tick "Allow private network targets" for a receiver on your own network';
    const refused = await call('POST', '/api/webhooks', admin, {
      url: 'https://10.0.4.2/hooks',
      eventTypes: ['work_order.created'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'UNPROCESSABLE',
      code: 'webhook.privateAddress',
      params: { host: '10.0.4.2' },
      message,
      details: [{ path: 'url', code: 'webhook.privateAddress', params: { host: '10.0.4.2' }, message }],
    });
  });

  it('survives a receiver that hangs and one that resets the connection, and retries both', async () => {
    // Answers nothing on /hang, drops the connection on /reset.
    const rude = http.createServer((request) => {
      if (request.url === '/reset') request.socket.destroy();
    });
    await new Promise<void>((resolve) => rude.listen(0, '127.0.0.1', resolve));
    const { port } = rude.address() as AddressInfo;
    const add = async (path: string) =>
      (
        await call('POST', '/api/webhooks', admin, {
          url: `http://127.0.0.1:${port}${path}`,
          eventTypes: ['vendor.created'],
          allowPrivateNetwork: true,
        })
      ).json<WebhookEndpoint>();
    const hanging = await add('/hang');
    const resetting = await add('/reset');
    await call('POST', '/api/vendors', supervisor, { name: 'Quiet Supply' });
    // A short timeout of its own, so the test need not wait the job's 10 seconds.
    const worker = createWebhookDelivery({
      db: t.db,
      clock: t.clock,
      events: createEventBus(() => undefined),
      notifications: t.app.services.notifications,
      timeoutMs: 200,
    });
    const attempted = async () =>
      [...(await deliveriesOf(hanging.id)), ...(await deliveriesOf(resetting.id))].filter(
        (d) => d.attempts > 0,
      );
    await deliverWhile(async () => (await attempted()).length < 2, worker);
    rude.closeAllConnections();
    rude.close();

    const [hung] = await deliveriesOf(hanging.id);
    expect(hung).toMatchObject({
      state: 'pending',
      attempts: 1,
      responseStatus: null,
      responseBody: 'no answer within 0.2 s',
    });
    const [reset] = await deliveriesOf(resetting.id);
    expect(reset).toMatchObject({
      state: 'pending',
      attempts: 1,
      responseStatus: null,
      responseBody: 'connection reset by the receiver',
    });
  });
});
