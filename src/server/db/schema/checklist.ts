import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { checklistStatusEnum } from './enums';
import { meterReadings, meters } from './meters';
import { organizations, warehouses } from './organizations';
import { users } from './users';
import { workOrders } from './work-orders';

/** The steps of a work order's checklist (core §7's offline-replay paths). */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    workOrderId: uuid()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    description: text().notNull(),
    status: checklistStatusEnum().notNull().default('pending'),
    note: text(),
    completedBy: uuid().references(() => users.id),
    completedAt: tz(),
    followUpWorkOrderId: uuid().references(() => workOrders.id),
    /** A "read meter X" step: the meter of the order's equipment it reads (issue 24 §3). */
    meterId: uuid().references(() => meters.id),
    /** The reading that completed it (the latest, if the step was read again). */
    meterReadingId: uuid().references(() => meterReadings.id),
    ...timestamps(),
    version: version(),
  },
  (t) => [index().on(t.workOrderId, t.position)],
);
