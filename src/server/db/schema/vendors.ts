import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { vendorTypeEnum } from './enums';
import { organizations, warehouses } from './organizations';
import { users } from './users';

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    name: text().notNull(),
    type: vendorTypeEnum().notNull().default('supplier'),
    email: text(),
    phone: text(),
    address: text(),
    contactPerson: text(),
    createdBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [index().on(t.warehouseId, t.name), index().on(t.warehouseId, t.type)],
);
