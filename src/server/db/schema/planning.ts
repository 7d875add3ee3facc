import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tz } from './columns';
import { users } from './users';

/**
 * A technician's time off (issue 26 §2, ADR 57): from the first to the last plant day, both
 * included; `hours` off on each of those days, or the whole day when null.
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDay: date({ mode: 'string' }).notNull(),
    toDay: date({ mode: 'string' }).notNull(),
    hours: numeric({ precision: 4, scale: 2 }),
    reason: text().notNull(),
    createdBy: uuid().references(() => users.id),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.toDay), check('time_off_days_in_order', sql`${t.fromDay} <= ${t.toDay}`)],
);

/**
 * The secret of a technician's iCalendar feed (issue 26 §5), hashed: one per person; a new one
 * replaces it and deleting the row revokes the feed.
 */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull(),
  createdBy: uuid().references(() => users.id),
  createdAt: tz().notNull().defaultNow(),
});
