import type { ListMailQuery, MailMessage } from '../../../shared/schemas/mail';
import type { Database } from '../../db/client';
import { decodeCursor, pageOf } from '../../lib/cursor';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.context';
import { createMailDelivery, type MailSettings } from './mail-delivery';
import { countMailRows, listMailRows, type MailRow } from './mail.repository';

const toMailMessage = (row: MailRow): MailMessage => ({
  id: row.id,
  kind: row.kind,
  toAddress: row.toAddress,
  subject: row.subject,
  body: row.body,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The mail queue: its delivery (the mail-delivery job) and the Mail log admins read. */
export function createMailService({
  db,
  clock,
  mailSettings,
}: {
  db: Database;
  clock: Clock;
  mailSettings: MailSettings;
}) {
  const delivery = createMailDelivery({ db, clock, settings: mailSettings });

  /** Newest first: the admin's organization's mails, of their warehouses or of none. */
  async function list(actor: AuthContext, query: ListMailQuery) {
    const scope = { organizationId: actor.organizationId, warehouseIds: actor.warehouseIds };
    const [rows, total] = await Promise.all([
      listMailRows(db, scope, query, decodeCursor(query.cursor)),
      countMailRows(db, scope, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.sortKey, id: r.row.id }));
    return { items: page.items.map(({ row }) => toMailMessage(row)), nextCursor: page.nextCursor, total };
  }

  return { list, deliverDue: delivery.deliverDue, closeDelivery: delivery.close };
}

export type MailService = ReturnType<typeof createMailService>;
