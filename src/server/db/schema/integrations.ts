import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { roleEnum } from './enums';
import { organizations, warehouses } from './organizations';
import { users } from './users';

/**
 * An API key (issue 28 §2, ADR 61): a principal bound to one warehouse and a set of scopes, acting
 * with at most its creator's rights. Only the SHA-256 of the secret is kept; the first characters
 * of the secret stay readable so a list tells keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    name: text().notNull(),
    /** The secret's first characters (`fwk_` and 8 more), shown in the list. */
    prefix: text().notNull(),
    /** Hex SHA-256 of the whole secret. */
    secretHash: text().notNull(),
    scopes: text().array().notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    lastUsedAt: tz(),
    lastUsedAddress: text(),
    revokedAt: tz(),
    revokedBy: uuid().references(() => users.id),
    ...timestamps(),
    version: version(),
  },
  (t) => [uniqueIndex().on(t.secretHash), index().on(t.organizationId, t.createdAt)],
);

/** An endpoint the organization's domain events are delivered to (issue 28 §3, Standard Webhooks). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    url: text().notNull(),
    description: text(),
    /** The event types delivered here (`work_order.created`, …). */
    eventTypes: text().array().notNull(),
    /** `whsec_` + base64 key: kept readable, since every delivery is signed with it. */
    secret: text().notNull(),
    /** The admin allowed a private, loopback or link-local target (a self-hosted LAN integration). */
    allowPrivateNetwork: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    /** Why deliveries stopped (failing for 24 h), shown beside the endpoint; null while enabled. */
    disabledReason: text(),
    disabledAt: tz(),
    /** Since when every delivery has failed; null while the last one succeeded. */
    failingSince: tz(),
    createdBy: uuid().references(() => users.id),
    ...timestamps(),
    version: version(),
  },
  (t) => [index().on(t.organizationId)],
);

/**
 * One event for one endpoint. `webhook-id` is the outbox event's id, so every attempt of a
 * delivery, and a redelivery, carries the same id (at-least-once).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    organizationId: uuid().notNull(),
    /** The outbox event delivered; also the `webhook-id`. */
    eventId: bigint({ mode: 'number' }).notNull(),
    eventType: text().notNull(),
    /** The JSON body, fixed at fan-out so every attempt sends the same bytes. */
    payload: text().notNull(),
    /** pending (waiting for its turn or a retry), delivered, failed (gave up after 24 h). */
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: tz().notNull().defaultNow(),
    lastAttemptAt: tz(),
    /** The receiver's HTTP status of the last attempt; null: no answer (refused, timed out). */
    responseStatus: integer(),
    responseMs: integer(),
    /** The first 1 KB of the last answer, or why there was none. */
    responseBody: text(),
    deliveredAt: tz(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.endpointId, t.eventId),
    index('webhook_deliveries_pending_idx')
      .on(t.endpointId, t.eventId)
      .where(sql`${t.state} = 'pending'`),
    index().on(t.endpointId, t.createdAt),
  ],
);

/** How far the webhook fan-out has read the outbox change feed (one row, ADR 61). */
export const webhookFeedCursor = pgTable('webhook_feed_cursor', {
  name: text().primaryKey(),
  /** The last (tx, id) fanned out; xid8 as text, as the outbox reads it. */
  tx: text().notNull(),
  eventId: bigint({ mode: 'number' }).notNull(),
  updatedAt: tz().notNull().defaultNow(),
});

/**
 * The organization's OpenID Connect provider (issue 28 §1). Environment variables, when set,
 * take precedence over this row.
 */
export const ssoSettings = pgTable('sso_settings', {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id),
  enabled: boolean().notNull().default(false),
  issuerUrl: text(),
  clientId: text(),
  clientSecret: text(),
  buttonLabel: text().notNull().default('SSO'),
  /** Create a user on first sign-in, with the default role and warehouse below. */
  createUsers: boolean().notNull().default(false),
  defaultRole: roleEnum().notNull().default('technician'),
  defaultWarehouseId: uuid().references(() => warehouses.id),
  /** The claim holding the person's groups, and which group grants which role. */
  groupsClaim: text(),
  groupRoles: jsonb().$type<Record<string, string>>().notNull().default({}),
  /** Everyone signs in through the provider, except the break-glass admin below. */
  requireSso: boolean().notNull().default(false),
  breakGlassUserId: uuid().references(() => users.id),
  ...timestamps(),
  version: version(),
});

/**
 * A CSV file parsed by a dry run (issue 28 §4): its rows as the schemas read them, kept until it is
 * committed or for 30 minutes, so "Import" applies exactly what the preview showed.
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    kind: text().notNull(),
    fileName: text(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    /** The preview: counts and the errors found. */
    summary: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The parsed rows, in the file's order. */
    rows: jsonb().$type<unknown[]>().notNull(),
    committedAt: tz(),
    expiresAt: tz().notNull(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [index().on(t.expiresAt)],
);
