import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { pmFrequencyEnum } from './enums';
import { organizations, warehouses } from './organizations';
import { users } from './users';

export const pmTemplates = pgTable(
  'pm_templates',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    model: text().notNull(),
    component: text().notNull(),
    action: text().notNull(),
    frequency: pmFrequencyEnum().notNull().default('monthly'),
    estimatedDuration: integer().notNull().default(60),
    description: text(),
    customFields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Steps copied into the checklist of every work order the template generates. */
    checklist: jsonb().$type<string[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [index().on(t.warehouseId, t.model)],
);

/** The scheduler's switch and last run, per warehouse, so start/stop survive restarts. */
export const pmSchedulerState = pgTable('pm_scheduler_state', {
  warehouseId: uuid()
    .primaryKey()
    .references(() => warehouses.id),
  isRunning: boolean().notNull().default(true),
  lastRunAt: tz(),
  lastGenerated: integer().notNull().default(0),
  updatedBy: uuid().references(() => users.id),
  updatedAt: tz().notNull().defaultNow(),
});
