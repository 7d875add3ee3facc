import { sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../shared/locales';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WorkingHours } from '../../../shared/planning/capacity';
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
    lastLoginAt: tz(),
    deactivatedAt: tz(),
    /** Hours worked per weekday (issue 26 §2): what the planning board counts as their capacity. */
    workingHours: jsonb()
      .$type<WorkingHours>()
      .notNull()
      .default({ mon: 8, tue: 8, wed: 8, thu: 8, fri: 8, sat: 0, sun: 0 }),
    /**
     * The language screens, notifications and mails speak to them (issue 29 §2); null until their
     * first sign-in, when the browser's language is kept.
     */
    locale: text().$type<Locale>(),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index().on(t.organizationId),
    check('users_locale_known', sql.raw(`locale in (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`)),
  ],
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

/**
 * Browsers a user has signed in on: the random token of an httpOnly cookie, hashed. A known
 * device is exempt from the account-wide sign-in ceiling (ADR 25); a shared browser keeps one
 * token, registered for each person who signs in on it.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: tz().notNull().defaultNow(),
    lastUsedAt: tz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.tokenHash), index().on(t.tokenHash), index().on(t.lastUsedAt)],
);

/**
 * Sign-in attempts per account and scope (one address, one known device, or the whole account
 * for unknown devices) that have not been followed by a success, with the back-off they earned.
 * The account is the SHA-256 of the normalised e-mail, so unknown e-mails are throttled alike
 * and the table is not a list of the addresses people typed.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    accountKey: text().notNull(),
    scope: text().notNull(),
    failures: integer().notNull(),
    blockedUntil: tz(),
    lastAttemptAt: tz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.scope] }), index().on(t.lastAttemptAt)],
);
