import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';
import { locationKindEnum } from './enums';
import { organizations, warehouses } from './organizations';
import { users } from './users';

/**
 * Where equipment stands (issue 24): a tree per warehouse, any depth. A node is never moved
 * into its own subtree (the service walks the ancestors of the new parent first, under a lock of
 * the warehouse's tree), and is deleted only while it holds no equipment and no children.
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    parentId: uuid().references((): AnyPgColumn => locations.id),
    name: text().notNull(),
    /** Short code people write on drawings and labels ("B2-L1"); unique per warehouse. */
    code: text().notNull(),
    kind: locationKindEnum().notNull().default('other'),
    createdBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    uniqueIndex('locations_warehouse_code_idx').on(t.warehouseId, sql`lower(${t.code})`),
    index().on(t.parentId),
  ],
);
