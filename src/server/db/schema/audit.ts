import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { occurredClaim, tz } from './columns';

/**
 * Who changed what, when: written in the same transaction as every mutation. Partitioned by
 * month of created_at (ADR 69): a month past the retention is exported and dropped whole, so the
 * key holds created_at too.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().notNull().defaultRandom(),
    organizationId: uuid(),
    warehouseId: uuid(),
    userId: uuid(),
    /** 'user', or 'api_key' when a key acted (issue 28 §2): userId is then the key's creator. */
    actorKind: text().notNull().default('user'),
    apiKeyId: uuid(),
    entityType: text().notNull(),
    entityId: uuid().notNull(),
    action: text().notNull(),
    changes: jsonb().$type<Record<string, unknown>>(),
    requestId: text(),
    /** When the row was written. */
    createdAt: tz().notNull().defaultNow(),
    /** When the action happened, when the request said so (Occurred-At) and that was used; null: at createdAt. */
    occurredAt: tz(),
    ...occurredClaim(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    index().on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst()),
    index().on(t.warehouseId, t.createdAt.desc().nullsFirst()),
    index().on(t.organizationId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * First answer to each Idempotency-Key per user (architecture §5). statusCode is null
 * while the first request is still being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid().notNull(),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: text(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
