import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, id, tz } from './columns';
import { mailStateEnum } from './enums';
import { organizations, warehouses } from './organizations';

/**
 * Every mail the product sends (issue 23 §5), written in the transaction of the change it tells
 * of: a crash never loses one, and the delivery worker claims each row before sending it, so
 * none is sent twice by two workers. Without a mail server it stays here as `not_sent`.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid().references(() => warehouses.id),
    /** What it tells of, for the Mail log: 'request.received', 'request.accepted', 'request.new'… */
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    state: mailStateEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: tz().notNull().defaultNow(),
    /** Why the last attempt failed, or why it was not sent, in words. */
    lastError: text(),
    sentAt: tz(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [
    index('mail_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index().on(t.organizationId, t.createdAt),
  ],
);

/** Files a mail carries (a purchase order's PDF), sent with it; kept apart so the Mail log reads no bytes. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: id(),
    mailId: uuid()
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
  },
  (t) => [index().on(t.mailId)],
);
