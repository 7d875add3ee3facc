import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { describeMailFailure } from './mail-failure';
import {
  attachmentsOf,
  claimDueMails,
  failInterruptedMails,
  markDueMailsNotSent,
  recordAttempt,
  type MailRow,
} from './mail.repository';

/** What the Mail log says of every mail while no SMTP_URL is set (issue 23: nothing claims it was sent). */
export const NOT_SENT_NO_SERVER = 'not sent: no mail server configured';

/** Attempts per mail; the last failure leaves it failed. */
export const MAX_MAIL_ATTEMPTS = 8;
/** A claimed attempt's lease: far longer than one send may take (the timeouts below), so only a dead worker's claim runs out. */
export const MAIL_CLAIM_LEASE_MS = 10 * 60_000;
/** Mails claimed and sent side by side per batch, each on its own connection. */
const BATCH_SIZE = 5;
/** Batches per run: a backlog drains over a few runs, and one run never holds its job's lock long. */
const MAX_BATCHES_PER_RUN = 20;
/** Rows marked not sent per statement without a mail server. */
const NOT_SENT_BATCH = 500;

/** Back-off after a failed attempt: 1 minute, doubling, at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** (attempt - 1), 60 * 60_000);
}

export interface MailSettings {
  /** undefined: no mail server; mails are kept as not sent. */
  smtpUrl: string | undefined;
  from: string;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  notSent: number;
}

/**
 * Delivers the mail queue (issue 23 §5, ADR 50). Each due mail is claimed in a committed statement
 * before it is sent, and marked after: a crash in between sends it again once its claim runs out,
 * with the same Message-ID, so a receiving server can drop the copy. Failures wait longer each
 * time and end as failed with the server's words. Never throws for a mail server's failure.
 */
export function createMailDelivery({
  db,
  clock,
  settings,
}: {
  db: Database;
  clock: Clock;
  settings: MailSettings;
}) {
  const { smtpUrl } = settings;
  // Bounded so one attempt ends well within its claim's lease.
  const transport =
    smtpUrl === undefined
      ? undefined
      : nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        });

  async function keepNotSent(): Promise<number> {
    let total = 0;
    for (;;) {
      const marked = await markDueMailsNotSent(db, {
        now: clock.now(),
        limit: NOT_SENT_BATCH,
        lastError: NOT_SENT_NO_SERVER,
      });
      total += marked;
      if (marked < NOT_SENT_BATCH) return total;
    }
  }

  async function attempt(mailer: Transporter, mail: MailRow): Promise<keyof DeliveryReport> {
    try {
      const files = await attachmentsOf(db, mail.id);
      await mailer.sendMail({
        from: settings.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.body,
        messageId: `<${mail.id}@fieldwork>`,
        attachments: files.map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: file.content,
        })),
      });
    } catch (error) {
      const lastError = describeMailFailure(error, smtpUrl ?? '');
      if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
        await recordAttempt(db, mail, { state: 'failed', lastError });
        return 'failed';
      }
      const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
      await recordAttempt(db, mail, { state: 'pending', nextAttemptAt, lastError });
      return 'retrying';
    }
    await recordAttempt(db, mail, { state: 'sent', sentAt: clock.now() });
    return 'sent';
  }

  /** Claims up to one batch of due mails (committed on return) without sending them. */
  function claim(): Promise<MailRow[]> {
    const now = clock.now();
    return claimDueMails(db, {
      now,
      leaseUntil: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS),
      limit: BATCH_SIZE,
      maxAttempts: MAX_MAIL_ATTEMPTS,
    });
  }

  /** Sends (or, without a mail server, keeps as not sent) every mail due now, batch by batch. */
  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, notSent: 0 };
    if (!transport) {
      report.notSent = await keepNotSent();
      return report;
    }
    report.failed += await failInterruptedMails(db, {
      now: clock.now(),
      maxAttempts: MAX_MAIL_ATTEMPTS,
      lastError: `its last attempt (${MAX_MAIL_ATTEMPTS} of ${MAX_MAIL_ATTEMPTS}) was interrupted before the mail server answered`,
    });
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const claimed = await claim();
      const outcomes = await Promise.all(claimed.map((mail) => attempt(transport, mail)));
      for (const outcome of outcomes) report[outcome] += 1;
      if (claimed.length < BATCH_SIZE) break;
    }
    return report;
  }

  return { deliverDue, claim, close: () => transport?.close() };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
