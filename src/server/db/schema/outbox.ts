import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/**
 * The transactional outbox (architecture §1 realtime, ADR 23): every domain event is written
 * here in the transaction of the change it announces, so a crash between the commit and the
 * publish delays the event instead of losing it. The committing instance publishes its own
 * rows at once and marks them dispatched; a relay publishes any row left undispatched.
 * Dispatched rows stay for a week as a change feed (offline sync, monitoring), then go.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    topic: text().notNull(),
    type: text().notNull(),
    action: text().notNull(),
    entityId: text().notNull(),
    organizationId: uuid(),
    warehouseId: uuid(),
    userIds: uuid().array(),
    silent: boolean().notNull().default(false),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    at: tz().notNull(),
    createdAt: tz().notNull().defaultNow(),
    dispatchedAt: tz(),
  },
  (t) => [
    index('outbox_events_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
    index().on(t.createdAt),
  ],
);
