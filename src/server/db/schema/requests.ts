import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '../../../shared/locales';
import { id, timestamps, tz, version } from './columns';
import { workRequestStatusEnum } from './enums';
import { equipment } from './equipment';
import { organizations, warehouses } from './organizations';
import { users } from './users';
import { workOrders } from './work-orders';

/**
 * A warehouse's request portal (issue 23): the unguessable key its QR labels and poster carry,
 * and whether it takes requests. Rotating the key retires every printed label at once.
 */
export const requestPortals = pgTable(
  'request_portals',
  {
    warehouseId: uuid()
      .primaryKey()
      .references(() => warehouses.id),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    /** ≥ 128 random bits, base64url. */
    portalKey: text().notNull(),
    enabled: boolean().notNull().default(true),
    rotatedAt: tz(),
    ...timestamps(),
    version: version(),
  },
  (t) => [uniqueIndex().on(t.portalKey)],
);

/**
 * A problem reported through the portal by anyone, signed in or not. It lives here, apart from
 * work orders, until a supervisor approves it: a flood never reaches the work-order list.
 */
export const workRequests = pgTable(
  'work_requests',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    /** R-2026-000123: what the requester keeps and staff quote. */
    number: text().notNull(),
    /** The unguessable half of the status page's address (≥ 96 random bits, base64url). */
    trackingCode: text().notNull(),
    /** The asset the QR named, or null for a general request (poster). */
    equipmentId: uuid().references(() => equipment.id),
    /** Where, in the requester's words, for a request without an asset. */
    location: text(),
    description: text().notNull(),
    stoppingWork: boolean().notNull().default(false),
    requesterName: text(),
    requesterEmail: text(),
    requesterPhone: text(),
    /**
     * The language the requester read the portal in (issue 29 §2): their mails speak it. Null for
     * a request sent before the portal said, or without one: English.
     */
    requesterLocale: text().$type<Locale>(),
    status: workRequestStatusEnum().notNull().default('received'),
    /** The order it became (accepted) or follows (merged). */
    workOrderId: uuid().references(() => workOrders.id),
    rejectionReason: text(),
    triagedBy: uuid().references(() => users.id),
    triagedAt: tz(),
    /**
     * The Idempotency-Key of the form that sent it (one per draft on the requester's phone): a
     * resend after a lost answer finds this request instead of making another. Null when none came.
     */
    idempotencyKey: text(),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    uniqueIndex().on(t.trackingCode),
    uniqueIndex().on(t.warehouseId, t.number),
    // One request a key per portal, even for two sends at once; rows without a key never collide.
    uniqueIndex().on(t.warehouseId, t.idempotencyKey),
    index().on(t.workOrderId),
    // The triage queue: a warehouse's requests, new first.
    index('work_requests_queue_idx').on(t.warehouseId, t.status, t.createdAt),
    index('work_requests_open_asset_idx')
      .on(t.equipmentId)
      .where(sql`${t.status} = 'received'`),
    check(
      'work_requests_requester_locale_known',
      sql.raw(`requester_locale in (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`),
    ),
  ],
);

/**
 * Requests counted per client address and per portal (issue 23 §2): one row a scope, its count
 * since the window opened. An upsert counts atomically, so several instances share the limits.
 */
export const requestThrottles = pgTable(
  'request_throttles',
  {
    /** 'address:203.0.113.7' or 'portal:<warehouse id>'. */
    scope: text().primaryKey(),
    windowStart: tz().notNull(),
    hits: integer().notNull(),
  },
  // The hourly cleanup drops windows long over, oldest first.
  (t) => [index().on(t.windowStart)],
);
