import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { equipment } from './equipment';
import { organizations, warehouses } from './organizations';
import { users } from './users';
import { workOrders } from './work-orders';

/**
 * Why equipment stops: a short list per organization that managers edit. Every new
 * organization starts with the six defaults (a trigger of migration 0010 inserts them). A
 * reason is retired (active = false), never deleted, so past downtime keeps its reason.
 */
export const downtimeReasons = pgTable(
  'downtime_reasons',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    /** Stable key ("breakdown"): exports and the API carry it; the label may be renamed. */
    code: text().notNull(),
    label: text().notNull(),
    /** Whether downtime with this reason is planned unless said otherwise. */
    planned: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps(),
    version: version(),
  },
  (t) => [uniqueIndex('downtime_reasons_organization_code_idx').on(t.organizationId, t.code)],
);

/**
 * An equipment is down from `startedAt` until `endedAt` (open while null). At most one open
 * record per equipment, and no two records of one equipment overlap (an exclusion constraint
 * of migration 0010), so downtime sums never count an hour twice.
 */
export const downtime = pgTable(
  'downtime',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    equipmentId: uuid()
      .notNull()
      .references(() => equipment.id),
    /** The work order that caused or covers it. */
    workOrderId: uuid().references(() => workOrders.id),
    reasonCode: text().notNull(),
    planned: boolean().notNull(),
    /** The asset's children stand still too (a whole line stopped): their availability counts it. */
    stopsChildren: boolean().notNull().default(false),
    startedAt: tz().notNull(),
    endedAt: tz(),
    note: text(),
    openedBy: uuid().references(() => users.id),
    closedBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [
    foreignKey({
      name: 'downtime_reason_fk',
      columns: [t.organizationId, t.reasonCode],
      foreignColumns: [downtimeReasons.organizationId, downtimeReasons.code],
    }),
    index('downtime_live_warehouse_started_idx')
      .on(t.warehouseId, t.startedAt)
      .where(sql`${t.deletedAt} is null`),
    index('downtime_live_equipment_started_idx')
      .on(t.equipmentId, t.startedAt)
      .where(sql`${t.deletedAt} is null`),
    // Stops that started before a window and run into it (migration 0040).
    index('downtime_live_warehouse_ended_idx')
      .on(t.warehouseId, t.endedAt, t.startedAt)
      .where(sql`${t.deletedAt} is null`),
    // Live stops started after a window's end: subtracted from the history tallies (migration 0040).
    index('downtime_live_started_idx')
      .on(t.startedAt)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.workOrderId),
    uniqueIndex('downtime_open_per_equipment_idx')
      .on(t.equipmentId)
      .where(sql`${t.endedAt} is null and ${t.deletedAt} is null`),
    check('downtime_ends_after_start', sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
  ],
);
