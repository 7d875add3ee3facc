import { boolean, customType, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * What a cost row (labour entry, part used) inherits from its work order, copied by the
 * database's triggers (migration 0013) on every write of either side, so cost analytics sum a
 * period's rows without joining them to a million orders (ADR 38). Never written by the app.
 */
export const orderFacts = () => ({
  /** The order's equipment (null: an order without equipment). */
  orderEquipmentId: uuid(),
  /** The order is preventive: planned work. */
  orderPlanned: boolean().notNull().default(false),
  orderDeleted: boolean().notNull().default(false),
});

/**
 * What a request claimed with `Occurred-At` (an action done offline), kept beside a row whose
 * own time is when it was written (src/shared/occurred-at.ts). Both null without a claim.
 */
export const occurredClaim = () => ({
  /** The time the request said the action happened. */
  claimedAt: tz(),
  /** Why that time was not used, in words ("in the future"); null when it was used. */
  claimRefused: text(),
});

/** Bytes kept in PostgreSQL (architecture §3: every instance sees every file, a backup holds them). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
