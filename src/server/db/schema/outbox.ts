import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/**
 * The transactional outbox (architecture §1 realtime, ADR 23): every domain event is written
 * here in the transaction of the change it announces, so a crash between the commit and the
 * publish delays the event instead of losing it. The committing instance publishes its own
 * rows at once and marks them dispatched; a relay publishes any row left undispatched.
 * Dispatched rows stay for a week as a change feed (offline sync, monitoring), then go.
 */

/** PostgreSQL's 64-bit transaction id, read as its decimal text (it outgrows a JS number's exact range). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

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
    /**
     * The writing transaction: the change feed reads events in (tx, id) order and only those of
     * transactions older than every one still running, so an event committed late behind a higher
     * id is never skipped (ADR 42).
     */
    tx: xid8()
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('outbox_events_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
    index().on(t.createdAt),
    index('outbox_events_feed_idx').on(t.tx, t.id),
  ],
);
