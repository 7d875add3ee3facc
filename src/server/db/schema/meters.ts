import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { equipment } from './equipment';
import { meterKindEnum, meterReadingSourceEnum, meterResetEnum } from './enums';
import { organizations, warehouses } from './organizations';
import { users } from './users';
import { workOrders } from './work-orders';

/**
 * How hard an asset runs (issue 24). A counter only goes up; a gauge goes up and down and may
 * have limits. The latest reading and a counter's running total are kept on the meter so lists,
 * the PM scheduler and forecasts never scan the readings.
 */
export const meters = pgTable(
  'meters',
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
    name: text().notNull(),
    unit: text().notNull(),
    kind: meterKindEnum().notNull(),
    /** A gauge's limits; a reading outside them is an excursion. */
    minValue: doublePrecision(),
    maxValue: doublePrecision(),
    /** Whether an excursion raises a corrective work order besides the notification. */
    excursionRaisesWorkOrder: boolean().notNull().default(false),
    /** The latest reading by its time (null before the first). */
    lastValue: doublePrecision(),
    lastReadAt: tz(),
    /** A counter's usage over all its segments at the latest reading (a replacement adds on). */
    total: doublePrecision(),
    /** While set, a gauge is outside its limits: the excursion that began then (one order each). */
    excursionSince: tz(),
    excursionWorkOrderId: uuid().references(() => workOrders.id),
    createdBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [
    uniqueIndex('meters_equipment_name_idx')
      .on(t.equipmentId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('meters_live_warehouse_name_idx')
      .on(t.warehouseId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One reading of a meter. `total` is a counter's usage up to this reading: within a segment it
 * grows by the difference of values, and a reading marked `reset` (meter replaced or rolled
 * over) starts a new segment whose usage adds on from zero.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    meterId: uuid()
      .notNull()
      .references(() => meters.id),
    value: doublePrecision().notNull(),
    total: doublePrecision(),
    readAt: tz().notNull(),
    source: meterReadingSourceEnum().notNull().default('manual'),
    reset: meterResetEnum(),
    /** The work order it was taken on (a "read meter" checklist step), if any. */
    workOrderId: uuid().references(() => workOrders.id),
    note: text(),
    readBy: uuid().references(() => users.id),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [index('meter_readings_meter_read_at_idx').on(t.meterId, t.readAt.desc())],
);
