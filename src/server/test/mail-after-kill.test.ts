import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedPublicRequest, PublicRequestStatus, WorkRequest } from '../../shared/schemas/requests';
import type { WorkOrder } from '../../shared/schemas/work-orders';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { mailMessages } from '../db/schema';
import { startFakeSmtpServer } from '../modules/mail/fake-smtp-server';
import { buildTenant } from './factories';
import { startInstance, type Instance } from './instance';
import { createTestDatabase } from './test-app';
import { waitFor } from './wait-for';

/**
 * kill -9 between a status change and its mail (issue 23, ADR 50): the mail was queued in the
 * change's transaction, so a new server process on the same database sends it, exactly once,
 * and does not send again what went out before the kill.
 */
const FROM = 'Fieldwork <noreply@plant.example>';
const PUBLIC_URL = 'https://fieldwork.plant.example';
const REQUESTER = 'dana@visitor.example';

let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
const instances: Instance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.url, { poolSize: 2 });
  tenant = await buildTenant(handle.db);
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await handle.close();
  await database.drop();
  await smtp.close();
});

/**
 * A server process on the test's database, mailing through the test's SMTP server. It runs a
 * scheduled job only when the test asks (runJob), as its timer would: nothing sends a mail behind
 * the test's back.
 */
async function start(): Promise<Instance> {
  const instance = await startInstance({
    databaseUrl: database.url,
    env: { SMTP_URL: smtp.url(), MAIL_FROM: FROM, PUBLIC_URL },
  });
  instances.push(instance);
  return instance;
}

async function call<T>(
  instance: Instance,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}`, 'x-warehouse-id': tenant.main.id } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signIn(instance: Instance, user: { email: string; password: string }): Promise<string> {
  const answer = await call<{ token: string }>(instance, 'POST', '/api/auth/login', undefined, {
    email: user.email,
    password: user.password,
  });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

const requesterMails = () =>
  smtp.received
    .filter((m) => m.envelopeTo.join() === REQUESTER)
    .map((m) => ({ subject: m.headers.subject, messageId: m.headers['message-id'], text: m.text }));

const queuedMail = async (kind: string) => {
  const [row] = await handle.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, REQUESTER), eq(mailMessages.kind, kind)));
  if (!row) throw new Error(`no ${kind} mail is queued for ${REQUESTER}`);
  return row;
};

describe('kill -9 between a status change and its mail', () => {
  it('sends the approval’s mail once from the next server process, and the earlier mail not again', async () => {
    const first = await start();
    const admin = await signIn(first, tenant.admin);
    const portal = await call<{ portalKey: string }>(first, 'GET', '/api/request-portal', admin);
    expect(portal.status).toBe(200);
    const { portalKey } = portal.body;
    const created = await call<CreatedPublicRequest>(
      first,
      'POST',
      `/api/public/portal/${portalKey}/requests`,
      undefined,
      { description: 'Cooling pump 3 is leaking oil', stoppingWork: true, contact: REQUESTER },
    );
    expect(created.status).toBe(201);
    const { trackingCode, statusUrl } = created.body;
    const page = await call<PublicRequestStatus>(
      first,
      'GET',
      `/api/public/portal/${portalKey}/requests/${trackingCode}`,
    );
    const { number } = page.body;
    const follow = `\n\nFollow it here: ${statusUrl}`;

    expect(await first.runJob('mail-delivery')).toEqual({
      job: 'mail-delivery',
      ran: true,
      result: { sent: 1, retrying: 0, failed: 0, notSent: 0 },
    });
    const received = await queuedMail('request.received');
    const receivedMail = {
      subject: `We received your request ${number}`,
      messageId: `<${received.id}@fieldwork>`,
      text: `Thank you. We received your request ${number}.${follow}\n\nYou will get an e-mail when it is accepted, started and done.`,
    };
    expect(requesterMails()).toEqual([receivedMail]);

    const supervisor = await signIn(first, tenant.supervisor);
    const listed = await call<WorkRequest[]>(first, 'GET', '/api/requests?status=received', supervisor);
    const request = listed.body.find((r) => r.number === number);
    if (!request) throw new Error(`request ${number} is not in the triage list`);
    const approved = await call<WorkOrder>(first, 'POST', `/api/requests/${request.id}/approve`, supervisor, {
      priority: 'high',
    });
    expect(approved.status).toBe(201);
    await first.crash();

    // The approval's mail was queued with it and nothing had claimed it when the process died.
    const accepted = await queuedMail('request.accepted');
    expect([accepted.state, accepted.attempts, accepted.sentAt]).toEqual(['pending', 0, null]);
    expect(requesterMails()).toEqual([receivedMail]);

    const second = await start();
    const acceptedMail = {
      subject: `Your request ${number} was accepted`,
      messageId: `<${accepted.id}@fieldwork>`,
      text: `Your request ${number} was accepted and is now work order ${approved.body.foNumber}.${follow}`,
    };
    // Run after run, as the timer would, until the mail has reached the SMTP server.
    await waitFor(
      'the approval’s mail at the SMTP server',
      async () => {
        await second.runJob('mail-delivery');
        return requesterMails().length > 1;
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    expect(await second.runJob('mail-delivery')).toEqual({
      job: 'mail-delivery',
      ran: true,
      result: { sent: 0, retrying: 0, failed: 0, notSent: 0 },
    });
    expect(requesterMails()).toEqual([receivedMail, acceptedMail]);
    expect(smtp.received).toHaveLength(2);
    expect(await queuedMail('request.accepted')).toMatchObject({
      state: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(await queuedMail('request.received')).toMatchObject({
      state: 'sent',
      attempts: 1,
      lastError: null,
    });
  });
});
