import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../shared/schemas/mail';
import { mailMessages } from '../../db/schema';
import { buildOrganization, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { closedPort, startFakeSmtpServer } from './fake-smtp-server';
import {
  createMailDelivery,
  MAIL_CLAIM_LEASE_MS,
  MAX_MAIL_ATTEMPTS,
  NOT_SENT_NO_SERVER,
  type MailSettings,
} from './mail-delivery';
import { enqueueMails, type NewMail } from './mail.repository';

const FROM = 'Fieldwork <noreply@plant.example>';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let adminToken = '';

const mailOf = (overrides: Partial<NewMail> = {}): NewMail => ({
  organizationId: tenant.org.id,
  warehouseId: tenant.main.id,
  kind: 'request.received',
  toAddress: 'requester@example.com',
  subject: 'We received your request',
  body: 'Thank you. Your request R-1 is with the maintenance team.',
  ...overrides,
});
const rowsByAddress = async (toAddress: string) =>
  t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, toAddress));
/** Another worker, as a second instance would run it. */
const worker = (settings: Partial<MailSettings> = {}) =>
  createMailDelivery({
    db: t.db,
    clock: t.clock,
    settings: { smtpUrl: smtp.url(), from: FROM, ...settings },
  });
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url(), MAIL_FROM: FROM } });
  tenant = await buildTenant(t.db);
  adminToken = (await login(t.app, tenant.admin.email, tenant.admin.password)).token;
});
beforeEach(async () => {
  await t.db.delete(mailMessages);
  smtp.received.length = 0;
  smtp.answerWith('accept');
  // Mails are due from their insert (the database's time); the test clock runs a little ahead.
  t.clock.set(new Date(Date.now() + minutes(1)));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail delivery over SMTP', () => {
  it('sends a queued mail once, as written, with a Message-ID of its own row', async () => {
    await enqueueMails(t.db, [mailOf()]);
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0, notSent: 0 });
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0, notSent: 0 });

    const [row] = await rowsByAddress('requester@example.com');
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null, sentAt: t.clock.now() });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeFrom).toBe('noreply@plant.example');
    expect(mail?.envelopeTo).toEqual(['requester@example.com']);
    expect(mail?.headers).toMatchObject({
      from: FROM,
      to: 'requester@example.com',
      subject: 'We received your request',
      'message-id': `<${row?.id}@fieldwork>`,
    });
    expect(mail?.body).toBe('Thank you. Your request R-1 is with the maintenance team.');
  });

  it('retries a refused mail after 1, 2, 4… minutes up to an hour, then keeps it failed with the server’s words', async () => {
    smtp.answerWith({ code: 451, message: 'Mailbox busy, try later' });
    await enqueueMails(t.db, [mailOf({ toAddress: 'busy@example.com' })]);
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect((await t.app.services.mail.deliverDue()).retrying).toBe(1);
      const [row] = await rowsByAddress('busy@example.com');
      expect(row).toMatchObject({ state: 'pending', attempts: attempt, sentAt: null });
      expect(row?.lastError).toMatch(/^the mail server answered: 451 .*Mailbox busy, try later$/);
      const wait = row!.nextAttemptAt.getTime() - t.clock.now().getTime();
      waits.push(wait / 60_000);
      // Not due a moment before its time.
      t.clock.advance(wait - 1_000);
      expect(await t.app.services.mail.deliverDue()).toMatchObject({ retrying: 0, failed: 0 });
      t.clock.advance(1_000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);

    smtp.answerWith({ code: 554, message: 'Transaction failed' });
    expect((await t.app.services.mail.deliverDue()).failed).toBe(1);
    const [row] = await rowsByAddress('busy@example.com');
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    expect(row?.lastError).toMatch(/^the mail server answered: 554 .*Transaction failed$/);
    t.clock.advance(minutes(24 * 60));
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0, notSent: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a mail on the next attempt once the server takes it again', async () => {
    smtp.answerWith({ code: 550, message: 'Requested action not taken' });
    await enqueueMails(t.db, [mailOf({ toAddress: 'later@example.com' })]);
    await t.app.services.mail.deliverDue();
    smtp.answerWith('accept');
    t.clock.advance(minutes(1));
    expect((await t.app.services.mail.deliverDue()).sent).toBe(1);
    const [row] = await rowsByAddress('later@example.com');
    expect(row).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries when the server cannot be reached, and never writes the SMTP credentials into the log', async () => {
    await enqueueMails(t.db, [
      mailOf({ toAddress: 'a@example.com' }),
      mailOf({ toAddress: 'b@example.com' }),
    ]);
    const port = await closedPort();
    const unreachable = worker({ smtpUrl: `smtp://fieldwork:smtp-secret@127.0.0.1:${port}` });
    expect((await unreachable.deliverDue()).retrying).toBe(2);
    const [refused] = await rowsByAddress('a@example.com');
    expect(refused?.lastError).toMatch(/^the mail could not be sent: .*ECONNREFUSED/);

    t.clock.advance(minutes(1));
    const wrongPassword = worker({ smtpUrl: smtp.url('fieldwork', 'not-the-p%40ss') });
    expect((await wrongPassword.deliverDue()).retrying).toBe(2);
    const [denied] = await rowsByAddress('b@example.com');
    expect(denied?.lastError).toMatch(/535/);
    for (const row of [...(await rowsByAddress('a@example.com')), denied]) {
      expect(row?.lastError).not.toMatch(/smtp-secret|not-the-p|fieldwork:/);
    }
    expect(smtp.received).toHaveLength(0);
    unreachable.close();
    wrongPassword.close();
  });

  it('sends each mail once when two workers run at the same moment', async () => {
    const addresses = Array.from({ length: 23 }, (_, i) => `person${i}@example.com`);
    await enqueueMails(
      t.db,
      addresses.map((toAddress) => mailOf({ toAddress })),
    );
    const [first, second] = [worker(), worker()];
    const reports = await Promise.all([
      first.deliverDue(),
      second.deliverDue(),
      t.app.services.mail.deliverDue(),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(23);
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([...addresses].sort());
    const ids = new Set(smtp.received.map((m) => m.headers['message-id']));
    expect(ids.size).toBe(23);
    const rows = await t.db.select().from(mailMessages);
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    first.close();
    second.close();
  });

  it('sends a mail once, after its claim runs out, when the worker that claimed it died before sending', async () => {
    await enqueueMails(t.db, [mailOf({ toAddress: 'orphan@example.com' })]);
    const dying = worker();
    // The claim commits; the process "dies" before sending or marking.
    expect(await dying.claim()).toHaveLength(1);
    dying.close();

    expect(await t.app.services.mail.deliverDue()).toMatchObject({ sent: 0 });
    t.clock.advance(MAIL_CLAIM_LEASE_MS - 1_000);
    expect(await t.app.services.mail.deliverDue()).toMatchObject({ sent: 0 });
    t.clock.advance(1_000);
    expect(await t.app.services.mail.deliverDue()).toMatchObject({ sent: 1 });
    expect(await t.app.services.mail.deliverDue()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    const [row] = await rowsByAddress('orphan@example.com');
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('fails a mail whose last allowed attempt was interrupted, rather than trying it for ever', async () => {
    await enqueueMails(t.db, [mailOf({ toAddress: 'last@example.com' })]);
    await t.db.update(mailMessages).set({ attempts: MAX_MAIL_ATTEMPTS - 1 });
    const dying = worker();
    await dying.claim();
    dying.close();
    t.clock.advance(MAIL_CLAIM_LEASE_MS);
    expect(await t.app.services.mail.deliverDue()).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await rowsByAddress('last@example.com');
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(row?.lastError).toBe('its last attempt (8 of 8) was interrupted before the mail server answered');
    expect(smtp.received).toHaveLength(0);
  });
});

describe('without a mail server (no SMTP_URL)', () => {
  it('keeps every mail as not sent, says why, and sends nothing', async () => {
    await enqueueMails(t.db, [
      mailOf({ toAddress: 'kept@example.com' }),
      mailOf({ toAddress: 'kept@example.com' }),
    ]);
    const embedded = worker({ smtpUrl: undefined });
    expect(await embedded.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0, notSent: 2 });
    const rows = await rowsByAddress('kept@example.com');
    expect(rows.map((r) => [r.state, r.lastError, r.sentAt, r.attempts])).toEqual([
      ['not_sent', NOT_SENT_NO_SERVER, null, 0],
      ['not_sent', NOT_SENT_NO_SERVER, null, 0],
    ]);
    expect(await embedded.deliverDue()).toMatchObject({ notSent: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(NOT_SENT_NO_SERVER).toBe('not sent: no mail server configured');
  });
});

describe('GET /api/admin/mail', () => {
  const list = (query = '') => t.app.inject({ url: `/api/admin/mail${query}`, headers: bearer(adminToken) });

  it('answers the organization’s mails newest first, page by page, filtered by state', async () => {
    const other = await buildOrganization(t.db);
    await enqueueMails(t.db, [
      mailOf({ organizationId: other.id, warehouseId: null, toAddress: 'x@other.example' }),
    ]);
    for (let i = 0; i < 5; i += 1) {
      await enqueueMails(t.db, [
        mailOf({ subject: `Mail ${i}`, warehouseId: i === 4 ? null : tenant.main.id }),
      ]);
    }
    await t.db
      .update(mailMessages)
      .set({ state: 'sent', sentAt: t.clock.now() })
      .where(sql`${mailMessages.subject} in ('Mail 0', 'Mail 3')`);

    const first = await list('?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    const second = await list(`?limit=2&cursor=${String(first.headers['x-next-cursor'])}`);
    const third = await list(`?limit=2&cursor=${String(second.headers['x-next-cursor'])}`);
    expect(third.headers['x-next-cursor']).toBeUndefined();
    const subjects = [first, second, third].flatMap((r) => r.json<MailMessage[]>().map((m) => m.subject));
    expect(subjects).toEqual(['Mail 4', 'Mail 3', 'Mail 2', 'Mail 1', 'Mail 0']);

    const sent = await list('?state=sent');
    expect(sent.headers['x-total-count']).toBe('2');
    expect(sent.json<MailMessage[]>()).toEqual([
      expect.objectContaining({ subject: 'Mail 3', state: 'sent', kind: 'request.received', attempts: 0 }),
      expect.objectContaining({ subject: 'Mail 0', state: 'sent', sentAt: t.clock.now().toISOString() }),
    ]);
    expect((await list('?state=pending,not_sent')).headers['x-total-count']).toBe('3');
    expect((await list('?state=lost')).statusCode).toBe(400);
  });

  it('tells admins through the health details that a mail server is configured (never its address)', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: bearer(adminToken) });
    expect(health.json<{ features: Record<string, string> }>().features.mail).toBe('enabled');
    expect(health.body).not.toMatch(/smtp:\/\/|smtp-secret/);
  });

  it('answers an unknown state with its code, params and the English message (ADR 65)', async () => {
    const response = await list('?state=sent,bounced');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      code: 'value.unknownInList',
      params: { name: 'state', value: 'bounced', values: 'pending, sent, failed, not_sent' },
      message: 'Unknown state "bounced". Use one of: pending, sent, failed, not_sent',
    });
  });

  it('is for admins only', async () => {
    const { token } = await login(t.app, tenant.supervisor.email, tenant.supervisor.password);
    expect((await t.app.inject({ url: '/api/admin/mail', headers: bearer(token) })).statusCode).toBe(403);
  });
});
