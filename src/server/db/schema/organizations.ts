import { boolean, index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';

export const organizations = pgTable('organizations', {
  id: id(),
  name: text().notNull(),
  ...timestamps(),
  version: version(),
});

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    name: text().notNull(),
    code: text().notNull(),
    timezone: text().notNull().default('UTC'),
    /** What an hour of the crew's labour costs, in `currency`; null until a manager sets it. */
    laborRate: numeric({ precision: 10, scale: 2 }),
    /** ISO 4217 code every cost of the warehouse is in. */
    currency: text().notNull().default('USD'),
    /** The month's maintenance budget, when the plant keeps one. */
    monthlyBudget: numeric({ precision: 14, scale: 2 }),
    /** Completing a corrective or emergency order needs its three close-out codes (issue 25 §8). */
    closeOutCodesRequired: boolean().notNull().default(false),
    /**
     * The largest purchase order total each role may approve (issue 27 §3); a role missing from
     * it approves any amount (admins, unless a manager sets a limit).
     */
    approvalLimits: jsonb()
      .$type<Partial<Record<'technician' | 'supervisor' | 'manager' | 'admin', number>>>()
      .notNull()
      .default({ technician: 0, supervisor: 1000, manager: 10000 }),
    ...timestamps(),
    version: version(),
  },
  (t) => [index().on(t.organizationId), uniqueIndex().on(t.organizationId, t.code)],
);

/** Key/value store for generated secrets (JWT signing key, VAPID keys) and persisted switches. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  ...timestamps(),
});
