import { and, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListMailQuery } from '../../../shared/schemas/mail';
import type { Executor } from '../../db/client';
import { mailAttachments, mailMessages } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';

export interface NewMail {
  organizationId: string;
  warehouseId: string | null;
  /** What it tells of: 'request.received', 'request.accepted', 'request.new'… */
  kind: string;
  toAddress: string;
  subject: string;
  body: string;
  /** Files sent with it (a purchase order's PDF). */
  attachments?: MailFile[];
}

export interface MailFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export type MailRow = typeof mailMessages.$inferSelect;

/**
 * Queues mails in the transaction of the change they tell of (issue 23 §5): committed with it or
 * not at all, so a crash between the change and the send loses none. The delivery worker sends them.
 * With `notSentReason` (no mail server) they are kept as not sent from the start, so the Mail log
 * never shows one waiting for a send that cannot happen.
 */
export async function enqueueMails(db: Executor, mails: NewMail[], notSentReason?: string): Promise<void> {
  if (mails.length === 0) return;
  const kept = notSentReason ? { state: 'not_sent' as const, lastError: notSentReason } : {};
  const rows = await db
    .insert(mailMessages)
    .values(
      mails.map((mail) => ({
        organizationId: mail.organizationId,
        warehouseId: mail.warehouseId,
        kind: mail.kind,
        toAddress: mail.toAddress,
        subject: mail.subject,
        body: mail.body,
        ...kept,
      })),
    )
    .returning({ id: mailMessages.id });
  // Rows come back in the order of the values inserted.
  const files = rows.flatMap((row, i) =>
    (mails[i]?.attachments ?? []).map((file) => ({ ...file, mailId: row.id })),
  );
  if (files.length > 0) await db.insert(mailAttachments).values(files);
}

/** The files a mail carries, as the mail server is sent them. */
export async function attachmentsOf(db: Executor, mailId: string): Promise<MailFile[]> {
  return db
    .select({
      fileName: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId));
}

const due = (now: Date) => and(eq(mailMessages.state, 'pending'), lte(mailMessages.nextAttemptAt, now));

/**
 * Claims up to `limit` due mails for one attempt each: the attempt is counted and the next one put
 * off by the lease in this statement, which commits before anything is sent. Another worker skips
 * rows being claimed (SKIP LOCKED) and finds claimed rows not due; a worker that dies before
 * marking its mails leaves them to be claimed again once the lease is over (at least once).
 */
export async function claimDueMails(
  db: Executor,
  input: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<MailRow[]> {
  const candidates = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(due(input.now), sql`${mailMessages.attempts} < ${input.maxAttempts}`))
    .orderBy(mailMessages.nextAttemptAt)
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1`, nextAttemptAt: input.leaseUntil })
    .where(inArray(mailMessages.id, candidates))
    .returning();
}

/**
 * Due mails whose last attempt was claimed and never marked (its worker died) after the last attempt
 * allowed: failed, as nothing says whether they went out.
 */
export async function failInterruptedMails(
  db: Executor,
  input: { now: Date; maxAttempts: number; lastError: string },
): Promise<number> {
  const rows = await db
    .update(mailMessages)
    .set({ state: 'failed', lastError: input.lastError })
    .where(and(due(input.now), sql`${mailMessages.attempts} >= ${input.maxAttempts}`))
    .returning({ id: mailMessages.id });
  return rows.length;
}

/**
 * What became of one claimed attempt. The attempt number guards it: a worker slower than its lease
 * whose mail was claimed again meanwhile leaves the newer attempt's outcome alone.
 */
export async function recordAttempt(
  db: Executor,
  claimed: Pick<MailRow, 'id' | 'attempts'>,
  outcome:
    | { state: 'sent'; sentAt: Date }
    | { state: 'pending'; nextAttemptAt: Date; lastError: string }
    | { state: 'failed'; lastError: string },
): Promise<void> {
  await db
    .update(mailMessages)
    .set(
      outcome.state === 'sent'
        ? { state: 'sent', sentAt: outcome.sentAt, lastError: null }
        : outcome.state === 'pending'
          ? { nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.lastError }
          : { state: 'failed', lastError: outcome.lastError },
    )
    .where(
      and(
        eq(mailMessages.id, claimed.id),
        eq(mailMessages.state, 'pending'),
        eq(mailMessages.attempts, claimed.attempts),
      ),
    );
}

/** Without a mail server: up to `limit` due mails kept as not sent, with why in words. */
export async function markDueMailsNotSent(
  db: Executor,
  input: { now: Date; limit: number; lastError: string },
): Promise<number> {
  const candidates = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(due(input.now))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailMessages)
    .set({ state: 'not_sent', lastError: input.lastError })
    .where(inArray(mailMessages.id, candidates))
    .returning({ id: mailMessages.id });
  return rows.length;
}

/** The mails an admin sees: their organization's, of their warehouses or of none. */
export interface MailScope {
  organizationId: string;
  warehouseIds: string[];
}

function visibleMails(scope: MailScope, query: ListMailQuery): SQL | undefined {
  return and(
    eq(mailMessages.organizationId, scope.organizationId),
    or(isNull(mailMessages.warehouseId), inArray(mailMessages.warehouseId, scope.warehouseIds)),
    query.state?.length ? inArray(mailMessages.state, query.state) : undefined,
  );
}

/** Newest first, one row past the page (keyset on the creation time, then the id). */
export async function listMailRows(
  db: Executor,
  scope: MailScope,
  query: ListMailQuery,
  cursor: KeysetCursor | undefined,
) {
  return db
    .select({ row: mailMessages, sortKey: sql<string>`${mailMessages.createdAt}::text` })
    .from(mailMessages)
    .where(
      and(
        visibleMails(scope, query),
        cursor
          ? sql`(${mailMessages.createdAt}, ${mailMessages.id}) < (${String(cursor.v)}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(query.limit + 1);
}

export async function countMailRows(db: Executor, scope: MailScope, query: ListMailQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailMessages).where(visibleMails(scope, query));
  return row?.n ?? 0;
}
