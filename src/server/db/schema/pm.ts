import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { derived } from './derived';
import { gaugeDirectionEnum, pmFrequencyEnum, pmTriggerKindEnum } from './enums';
import { organizations, warehouses } from './organizations';
import { procedures } from './procedures';
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
    /** Orders are issued with this procedure's current version (issue 25), after the checklist's steps. */
    procedureId: uuid().references(() => procedures.id),
    active: boolean().notNull().default(true),
    /** What makes it due (issue 24); `calendar` templates ignore the meter fields. */
    triggerKind: pmTriggerKindEnum().notNull().default('calendar'),
    /** The meter, by name, on each matching asset ("Running hours"): templates match assets by model. */
    meterName: text(),
    /** `usage`: due every this many units of the counter since the last completed order. */
    usageInterval: doublePrecision(),
    /** `gauge`: due when the gauge's latest reading is above / below this value. */
    gaugeDirection: gaugeDirectionEnum(),
    gaugeThreshold: doublePrecision(),
    /**
     * When each asset's first order of the plan falls due (end of that day where the plant is);
     * null on templates made before it existed, which keep the rule they were made with (ADR 46).
     */
    firstDueOn: date({ mode: 'string' }),
    /** For assets maintained before the plan: the day the work was last done (ADR 46). */
    lastDoneOn: date({ mode: 'string' }),
    createdBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [
    index().on(t.warehouseId, t.model),
    /** Templates of an asset's model, as the PM scheduler and the compliance list match them. */
    index('pm_templates_model_key_idx').on(t.warehouseId, sql`lower(${t.model})`),
  ],
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

/**
 * Live preventive orders with a due date, counted per warehouse, UTC due day and lateness:
 * -1 not completed, else whole days completed after the due date (0 when on or before it,
 * 61 for more than the largest grace of 60 days). Kept exact on every write of work_orders,
 * bulk SQL included, by statement triggers: the compliance rule sums a year of it in a few
 * hundred rows instead of scanning the orders.
 */
/** In the `derived` schema (see derived.ts), kept by the triggers of migration 0016 (ADR 36). */
export const pmComplianceDays = derived.table(
  'pm_compliance_days',
  {
    warehouseId: uuid().notNull(),
    dueDay: date({ mode: 'string' }).notNull(),
    lateness: smallint().notNull(),
    orders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.dueDay, t.lateness] })],
);

/** Live preventive orders per warehouse and equipment: the equipment a compliance list shows. */
export const pmEquipmentOrders = derived.table(
  'pm_equipment_orders',
  {
    warehouseId: uuid().notNull(),
    equipmentId: uuid().notNull(),
    orders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.equipmentId] })],
);
