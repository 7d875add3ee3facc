import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../shared/schemas/mail';
import type {
  CreatedPublicRequest,
  PublicRequestStatus,
  RequestPortalSettings,
  WorkRequest,
} from '../../../shared/schemas/requests';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { mailMessages } from '../../db/schema';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { startFakeSmtpServer } from '../mail/fake-smtp-server';

/**
 * A requester's mails through the HTTP stack (issue 23, ADR 50), each change followed by a run of
 * the mail job: exactly one mail per change of what the requester's status page says. These mail:
 * received (the submit), accepted (approve), merged, not accepted (reject), started (the order goes
 * in progress) and done (completed). Nothing else on the order mails: assigning it, signing it off
 * (verified) and closing it leave the page as it was.
 */
const FROM = 'Fieldwork <noreply@plant.example>';
const PUBLIC_URL = 'https://fieldwork.plant.example';
const NOTHING = { sent: 0, retrying: 0, failed: 0, notSent: 0 };
const SENT_ONE = { ...NOTHING, sent: 1 };

let serial = 0;
/** Each request from an address of its own: the per-address limit is not under test here. */
const nextAddress = () => `192.0.2.${(serial += 1)}`;

/** One app with its own database, and its staff signed in. */
async function world(env: Record<string, string>) {
  const t = await createTestApp({ env });
  const tenant = await buildTenant(t.db);
  const signIn = async (user: { email: string; password: string }) =>
    bearer((await login(t.app, user.email, user.password)).token, tenant.main.id);
  const staff = {
    admin: await signIn(tenant.admin),
    sup: await signIn(tenant.supervisor),
    tech: await signIn(tenant.technician),
  };
  const portal = await t.app.inject({ url: '/api/request-portal', headers: staff.admin });
  const { portalKey } = portal.json<RequestPortalSettings>();

  const call = async <T>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const response = await t.app.inject({ method, url, headers, payload, remoteAddress: nextAddress() });
    return { status: response.statusCode, body: response.json<T>() };
  };

  /** A request from the portal, with what its requester's mails name: its number and status link. */
  async function submit(form: { description: string; name?: string; contact?: string; locale?: string }) {
    const created = await call<CreatedPublicRequest>(
      'POST',
      `/api/public/portal/${portalKey}/requests`,
      {},
      {
        stoppingWork: false,
        ...form,
      },
    );
    expect(created.status).toBe(201);
    const { trackingCode, statusUrl } = created.body;
    expect(statusUrl).toBe(`${PUBLIC_URL}/r/${portalKey}/status/${trackingCode}`);
    const page = await call<PublicRequestStatus>(
      'GET',
      `/api/public/portal/${portalKey}/requests/${trackingCode}`,
      {},
    );
    const listed = await call<WorkRequest[]>('GET', '/api/requests?status=received', staff.sup);
    const request = listed.body.find((r) => r.number === page.body.number);
    if (!request) throw new Error(`request ${page.body.number} is not in the triage list`);
    return { id: request.id, number: request.number, trackingCode, statusUrl };
  }

  const pageOf = async (trackingCode: string) =>
    (await call<PublicRequestStatus>('GET', `/api/public/portal/${portalKey}/requests/${trackingCode}`, {}))
      .body;

  /** The mail job's run, as its timer would start it, with the clock past every mail queued so far. */
  async function deliver() {
    // Mails are due from their insert (the database's time); the app's clock is moved by hand.
    t.clock.set(new Date(Date.now() + 60_000));
    return t.app.services.mail.deliverDue();
  }

  return { t, tenant, staff, portalKey, call, submit, pageOf, deliver };
}

describe('a requester’s mails, with a mail server', () => {
  let w: Awaited<ReturnType<typeof world>>;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;

  /** The mails the SMTP server took since the last look, as the requester reads them. */
  const arrived = () =>
    smtp.received.splice(0).map((m) => ({
      envelopeTo: m.envelopeTo,
      to: m.headers.to,
      from: m.headers.from,
      subject: m.headers.subject,
      text: m.text,
    }));
  const mailTo = (address: string, subject: string, text: string) => ({
    envelopeTo: [address],
    to: address,
    from: FROM,
    subject,
    text,
  });
  const approve = (id: string, headers: Record<string, string>, body: object = { priority: 'high' }) =>
    w.call<WorkOrder>('POST', `/api/requests/${id}/approve`, headers, body);
  const moveOrder = (id: string, status: string, headers: Record<string, string>) =>
    w.call<WorkOrder>('PATCH', `/api/work-orders/${id}`, headers, { status });

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    w = await world({ SMTP_URL: smtp.url(), MAIL_FROM: FROM, PUBLIC_URL });
  });
  beforeEach(async () => {
    // Every test starts with the queue sent and nothing unread at the server.
    await w.deliver();
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  it('mails once when received, accepted, started and done, and not for the order’s other moves', async () => {
    const dana = 'dana@visitor.example';
    const request = await w.submit({
      description: 'The conveyor belt squeaks at the drive end',
      name: 'Dana Müller',
      contact: dana,
    });
    const { number, statusUrl } = request;
    expect(number).toBe(`R-${w.t.clock.now().getUTCFullYear()}-000001`);
    const follow = `\n\nFollow it here: ${statusUrl}`;
    expect(await w.deliver()).toEqual(SENT_ONE);
    expect(arrived()).toEqual([
      mailTo(
        dana,
        `We received your request ${number}`,
        `Thank you, Dana Müller. We received your request ${number}.${follow}\n\nYou will get an e-mail when it is accepted, started and done.`,
      ),
    ]);
    expect(await w.deliver()).toEqual(NOTHING);

    // The staff app retries a write whose answer it lost with the same Idempotency-Key.
    const approveOnce = () =>
      approve(
        request.id,
        { ...w.staff.sup, 'idempotency-key': 'approve-conveyor-once' },
        { priority: 'high', assignedTo: w.tenant.technician.id },
      );
    const approved = await approveOnce();
    expect(approved.status).toBe(201);
    const order = approved.body;
    expect(order.status).toBe('assigned');
    const retried = await approveOnce();
    expect(retried).toEqual({ status: 201, body: order });
    expect(await w.deliver()).toEqual(SENT_ONE);
    const fo = order.foNumber;
    expect(arrived()).toEqual([
      mailTo(
        dana,
        `Your request ${number} was accepted`,
        `Your request ${number} was accepted and is now work order ${fo}.${follow}`,
      ),
    ]);

    const startKey = { 'idempotency-key': 'start-conveyor-once' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const started = await moveOrder(order.id, 'in_progress', { ...w.staff.tech, ...startKey });
      expect([started.status, started.body.status]).toEqual([200, 'in_progress']);
    }
    expect((await w.pageOf(request.trackingCode)).status).toBe('in_progress');
    expect(await w.deliver()).toEqual(SENT_ONE);
    expect(arrived()).toEqual([
      mailTo(
        dana,
        `Work on your request ${number} has started`,
        `Work has started on your request ${number} (work order ${fo}).${follow}`,
      ),
    ]);

    expect((await moveOrder(order.id, 'completed', w.staff.tech)).status).toBe(200);
    expect((await w.pageOf(request.trackingCode)).status).toBe('done');
    expect(await w.deliver()).toEqual(SENT_ONE);
    expect(arrived()).toEqual([
      mailTo(
        dana,
        `Your request ${number} is done`,
        `The work is done for your request ${number} (work order ${fo}).${follow}`,
      ),
    ]);

    expect((await moveOrder(order.id, 'verified', w.staff.sup)).status).toBe(200);
    expect((await moveOrder(order.id, 'closed', w.staff.sup)).status).toBe(200);
    expect((await w.pageOf(request.trackingCode)).status).toBe('done');
    expect(await w.deliver()).toEqual(NOTHING);
    expect(smtp.received).toEqual([]);

    const rows = await w.t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, dana));
    expect(
      rows
        .map((r) => [r.kind, r.state, r.attempts, r.lastError])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['request.accepted', 'sent', 1, null],
      ['request.done', 'sent', 1, null],
      ['request.in_progress', 'sent', 1, null],
      ['request.received', 'sent', 1, null],
    ]);
  });

  it('mails once when a request is not accepted, with the reason, and not again for a second try', async () => {
    const lee = 'lee@visitor.example';
    const request = await w.submit({ description: 'The vending machine keeps my coins', contact: lee });
    const { number, statusUrl } = request;
    expect(await w.deliver()).toEqual(SENT_ONE);
    expect(arrived()).toEqual([
      mailTo(
        lee,
        `We received your request ${number}`,
        `Thank you. We received your request ${number}.\n\nFollow it here: ${statusUrl}\n\nYou will get an e-mail when it is accepted, started and done.`,
      ),
    ]);

    const reason = 'Vending machines belong to the caterer: call 555-0100';
    const rejected = await w.call<WorkRequest>('POST', `/api/requests/${request.id}/reject`, w.staff.sup, {
      reason,
    });
    expect([rejected.status, rejected.body.status]).toEqual([200, 'rejected']);
    const again = await w.call<{ message: string }>(
      'POST',
      `/api/requests/${request.id}/reject`,
      w.staff.sup,
      {
        reason: 'Twice',
      },
    );
    expect(again.status).toBe(409);
    expect(await w.deliver()).toEqual(SENT_ONE);
    expect(arrived()).toEqual([
      mailTo(
        lee,
        `Your request ${number} was not accepted`,
        `Your request ${number} was not accepted.\n\nThe reason: ${reason}\n\nFollow it here: ${statusUrl}`,
      ),
    ]);
    expect(await w.deliver()).toEqual(NOTHING);
  });

  it('mails once when a request is merged, then each requester of the order once as it moves', async () => {
    const first = 'first@visitor.example';
    const second = 'second@visitor.example';
    const original = await w.submit({ description: 'Dock door 3 does not close', contact: first });
    const duplicate = await w.submit({ description: 'Door at dock 3 stuck open', contact: second });
    expect(await w.deliver()).toEqual({ ...NOTHING, sent: 2 });
    expect(
      arrived()
        .map((m) => [m.to, m.subject])
        .sort(),
    ).toEqual([
      [first, `We received your request ${original.number}`],
      [second, `We received your request ${duplicate.number}`],
    ]);

    const approved = await approve(original.id, w.staff.sup);
    expect(approved.status).toBe(201);
    const fo = approved.body.foNumber;
    const merged = await w.call<WorkRequest>('POST', `/api/requests/${duplicate.id}/merge`, w.staff.sup, {
      workOrderId: approved.body.id,
    });
    expect([merged.status, merged.body.status, merged.body.workOrderFoNumber]).toEqual([200, 'merged', fo]);
    expect(await w.deliver()).toEqual({ ...NOTHING, sent: 2 });
    const byAddress = (a: { to?: string }, b: { to?: string }) => String(a.to).localeCompare(String(b.to));
    expect(arrived().sort(byAddress)).toEqual([
      mailTo(
        first,
        `Your request ${original.number} was accepted`,
        `Your request ${original.number} was accepted and is now work order ${fo}.\n\nFollow it here: ${original.statusUrl}`,
      ),
      mailTo(
        second,
        `Your request ${duplicate.number} joins work already planned`,
        `Someone reported the same problem already: your request ${duplicate.number} now follows work order ${fo}.\n\nFollow it here: ${duplicate.statusUrl}`,
      ),
    ]);

    // Assigning a new order leaves both pages at "accepted": no mail.
    const assigned = await w.call<WorkOrder>('PATCH', `/api/work-orders/${approved.body.id}`, w.staff.sup, {
      assignedTo: w.tenant.technician.id,
    });
    expect([assigned.status, assigned.body.status]).toEqual([200, 'assigned']);
    expect(await w.deliver()).toEqual(NOTHING);

    expect((await moveOrder(approved.body.id, 'in_progress', w.staff.tech)).status).toBe(200);
    expect(await w.deliver()).toEqual({ ...NOTHING, sent: 2 });
    expect(arrived().sort(byAddress)).toEqual([
      mailTo(
        first,
        `Work on your request ${original.number} has started`,
        `Work has started on your request ${original.number} (work order ${fo}).\n\nFollow it here: ${original.statusUrl}`,
      ),
      mailTo(
        second,
        `Work on your request ${duplicate.number} has started`,
        `Work has started on your request ${duplicate.number} (work order ${fo}).\n\nFollow it here: ${duplicate.statusUrl}`,
      ),
    ]);
    expect(await w.deliver()).toEqual(NOTHING);
  });

  it('mails the acceptance once when two supervisors approve the same request at the same moment', async () => {
    const kim = 'kim@visitor.example';
    const request = await w.submit({ description: 'Hall light 4 flickers all day', contact: kim });
    await w.deliver();
    smtp.received.length = 0;

    const answers = await Promise.all([approve(request.id, w.staff.sup), approve(request.id, w.staff.admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const order = answers.find((a) => a.status === 201)!.body;
    expect(await w.deliver()).toEqual(SENT_ONE);
    expect(arrived()).toEqual([
      mailTo(
        kim,
        `Your request ${request.number} was accepted`,
        `Your request ${request.number} was accepted and is now work order ${order.foNumber}.\n\nFollow it here: ${request.statusUrl}`,
      ),
    ]);
  });

  it('writes each requester’s mails in the language they read the portal in, English without one', async () => {
    const jonas = 'jonas@visitor.example';
    const ana = 'ana@visitor.example';
    const german = await w.submit({
      description: 'Das Rolltor an Rampe 5 schließt nicht',
      name: 'Jonas Weber',
      contact: jonas,
      locale: 'de',
    });
    const english = await w.submit({ description: 'Roller door at ramp 5 stays open', contact: ana });
    expect(await w.deliver()).toEqual({ ...NOTHING, sent: 2 });
    const byAddress = (a: { to?: string }, b: { to?: string }) => String(a.to).localeCompare(String(b.to));
    expect(arrived().sort(byAddress)).toEqual([
      mailTo(
        ana,
        `We received your request ${english.number}`,
        `Thank you. We received your request ${english.number}.\n\nFollow it here: ${english.statusUrl}\n\nYou will get an e-mail when it is accepted, started and done.`,
      ),
      mailTo(
        jonas,
        `Wir haben Ihre Meldung ${german.number} erhalten`,
        `Vielen Dank, Jonas Weber. Wir haben Ihre Meldung ${german.number} erhalten.\n\nHier können Sie sie verfolgen: ${german.statusUrl}\n\nSie erhalten eine E-Mail, wenn sie angenommen wird, wenn die Arbeit beginnt und wenn sie erledigt ist.`,
      ),
    ]);

    const approved = await approve(german.id, w.staff.sup, {
      priority: 'high',
      assignedTo: w.tenant.technician.id,
    });
    expect(approved.status).toBe(201);
    const fo = approved.body.foNumber;
    const merged = await w.call('POST', `/api/requests/${english.id}/merge`, w.staff.sup, {
      workOrderId: approved.body.id,
    });
    expect(merged.status).toBe(200);
    expect(await w.deliver()).toEqual({ ...NOTHING, sent: 2 });
    expect(arrived().sort(byAddress)).toEqual([
      mailTo(
        ana,
        `Your request ${english.number} joins work already planned`,
        `Someone reported the same problem already: your request ${english.number} now follows work order ${fo}.\n\nFollow it here: ${english.statusUrl}`,
      ),
      mailTo(
        jonas,
        `Ihre Meldung ${german.number} wurde angenommen`,
        `Ihre Meldung ${german.number} wurde angenommen und ist jetzt der Arbeitsauftrag ${fo}.\n\nHier können Sie sie verfolgen: ${german.statusUrl}`,
      ),
    ]);

    // One order, two requesters: each reads its start in their own language.
    expect((await moveOrder(approved.body.id, 'in_progress', w.staff.tech)).status).toBe(200);
    expect(await w.deliver()).toEqual({ ...NOTHING, sent: 2 });
    expect(
      arrived()
        .sort(byAddress)
        .map((m) => [m.to, m.subject]),
    ).toEqual([
      [ana, `Work on your request ${english.number} has started`],
      [jonas, `Die Arbeit an Ihrer Meldung ${german.number} hat begonnen`],
    ]);

    const unknown = await w.call<{ error: string }>(
      'POST',
      `/api/public/portal/${w.portalKey}/requests`,
      {},
      {
        description: 'A language the portal does not speak',
        stoppingWork: false,
        locale: 'xx',
      },
    );
    expect([unknown.status, unknown.body.error]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('mails nobody whose requester gave a phone number, through every change', async () => {
    const queuedBefore = (await w.t.db.select().from(mailMessages)).length;
    const approvedOne = await w.submit({
      description: 'Compressor 2 trips its breaker',
      contact: '+44 20 7946 0018',
    });
    const rejectedOne = await w.submit({
      description: 'Paint the office blue please',
      contact: '+44 20 7946 0019',
    });
    const order = (await approve(approvedOne.id, w.staff.sup)).body;
    expect(
      (
        await w.call('POST', `/api/requests/${rejectedOne.id}/reject`, w.staff.sup, {
          reason: 'Not maintenance',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await w.call('PATCH', `/api/work-orders/${order.id}`, w.staff.sup, {
          assignedTo: w.tenant.technician.id,
        })
      ).status,
    ).toBe(200);
    expect((await moveOrder(order.id, 'in_progress', w.staff.tech)).status).toBe(200);
    expect((await moveOrder(order.id, 'completed', w.staff.tech)).status).toBe(200);
    expect((await w.pageOf(approvedOne.trackingCode)).status).toBe('done');

    expect(await w.deliver()).toEqual(NOTHING);
    expect(smtp.received).toEqual([]);
    expect((await w.t.db.select().from(mailMessages)).length).toBe(queuedBefore);
  });
});

describe('a requester’s mails, without a mail server (no SMTP_URL)', () => {
  let w: Awaited<ReturnType<typeof world>>;

  beforeAll(async () => {
    w = await world({ PUBLIC_URL });
  });
  afterAll(() => w.t.close());

  it('lists each change’s mail in the Mail log as not sent, saying why, from the moment of the change', async () => {
    const ray = 'ray@visitor.example';
    const request = await w.submit({ description: 'Forklift 2 horn does not work', contact: ray });
    const approved = await w.call<WorkOrder>('POST', `/api/requests/${request.id}/approve`, w.staff.sup, {
      priority: 'low',
    });
    expect(approved.status).toBe(201);
    // Kept as not sent when queued: no delivery run has to pass before the log says so.

    const log = await w.call<MailMessage[]>('GET', '/api/admin/mail', w.staff.admin);
    expect(log.status).toBe(200);
    expect(
      log.body.map((m) => [m.toAddress, m.kind, m.subject, m.state, m.attempts, m.lastError, m.sentAt]),
    ).toEqual([
      [
        ray,
        'request.accepted',
        `Your request ${request.number} was accepted`,
        'not_sent',
        0,
        'not sent: no mail server configured',
        null,
      ],
      [
        ray,
        'request.received',
        `We received your request ${request.number}`,
        'not_sent',
        0,
        'not sent: no mail server configured',
        null,
      ],
    ]);
    expect(await w.deliver()).toEqual({ sent: 0, retrying: 0, failed: 0, notSent: 0 });
  });
});
