import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Timestamp with time zone, read as a JS Date. */
export const tz = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: 'date' })
    : timestamp({ withTimezone: true, mode: 'date' });

export const id = () => uuid().primaryKey().defaultRandom();

/** createdAt / updatedAt on every row that can change. */
export const timestamps = () => ({
  createdAt: tz().notNull().defaultNow(),
  updatedAt: tz().notNull().defaultNow(),
});

/** Optimistic concurrency: +1 per update, compared with If-Match (architecture §5). */
export const version = () => integer().notNull().default(1);
