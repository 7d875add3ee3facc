import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
