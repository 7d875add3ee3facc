import type { Executor } from '../../db/client';
import { mailMessages } from '../../db/schema';

export interface NewMail {
  organizationId: string;
  warehouseId: string | null;
  /** What it tells of: 'request.received', 'request.accepted', 'request.new'… */
  kind: string;
  toAddress: string;
  subject: string;
  body: string;
}

/**
 * Queues mails in the transaction of the change they tell of (issue 23 §5): committed with it or
 * not at all, so a crash between the change and the send loses none. The delivery worker sends them.
 */
export async function enqueueMails(db: Executor, mails: NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailMessages).values(mails);
}
