import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { roleEnum } from './enums';
import { organizations, warehouses } from './organizations';

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: roleEnum().notNull(),
    active: boolean().notNull().default(true),
    /** The warehouse selected when a request names none. */
    defaultWarehouseId: uuid().references(() => warehouses.id),
    mfaEnabled: boolean().notNull().default(false),
    mfaSecret: text(),
    /** Secret issued by MFA setup, promoted to mfaSecret once a code proves it. */
    mfaPendingSecret: text(),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    mfaLastUsedStep: integer(),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: tz(),
    lastLoginAt: tz(),
    deactivatedAt: tz(),
    ...timestamps(),
    version: version(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index().on(t.organizationId)],
);

export const userWarehouses = pgTable(
  'user_warehouses',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.warehouseId] }), index().on(t.warehouseId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceFingerprint: text(),
    userAgent: text(),
    ipAddress: text(),
    createdAt: tz().notNull().defaultNow(),
    lastUsedAt: tz().notNull().defaultNow(),
    expiresAt: tz().notNull(),
    revokedAt: tz(),
    revokedReason: text(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/**
 * Every refresh token a session was ever given, hashed. A token presented after it was
 * rotated (rotatedAt set) is a replay: the whole session is revoked.
 */
export const sessionRefreshTokens = pgTable(
  'session_refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: tz().notNull().defaultNow(),
    rotatedAt: tz(),
  },
  (t) => [index().on(t.sessionId)],
);
