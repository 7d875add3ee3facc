import { sql } from 'drizzle-orm';
import { type AnyPgColumn, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { criticalityEnum, equipmentStatusEnum } from './enums';
import { locations } from './locations';
import { organizations, warehouses } from './organizations';
import { users } from './users';

export const equipment = pgTable(
  'equipment',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    assetTag: text().notNull(),
    name: text().notNull(),
    model: text().notNull(),
    description: text(),
    /** Free text from before locations (issue 24): still shown, no longer edited into a tree. */
    area: text(),
    locationId: uuid().references(() => locations.id),
    /** The asset this one is part of (a line's machine, a machine's motor): same warehouse, depth ≤ 8. */
    parentId: uuid().references((): AnyPgColumn => equipment.id),
    status: equipmentStatusEnum().notNull().default('active'),
    criticality: criticalityEnum().notNull().default('medium'),
    installDate: date({ mode: 'string' }),
    warrantyExpiry: date({ mode: 'string' }),
    manufacturer: text(),
    serialNumber: text(),
    specifications: jsonb().$type<Record<string, unknown>>(),
    createdBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [
    uniqueIndex('equipment_warehouse_asset_tag_idx')
      .on(t.warehouseId, sql`lower(${t.assetTag})`)
      .where(sql`${t.deletedAt} is null`),
    /** The few deleted assets: what a count over live ones subtracts (PM compliance, ADR 36). */
    index('equipment_deleted_idx')
      .on(t.warehouseId)
      .where(sql`${t.deletedAt} is not null`),
    index().on(t.locationId),
    index().on(t.parentId),
    index().on(t.warehouseId, t.status),
    index().on(t.warehouseId, t.criticality),
    index().on(t.warehouseId, t.model),
    index('equipment_search_trgm_idx').using(
      'gin',
      sql`(${t.assetTag} || ' ' || ${t.model} || ' ' || coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
  ],
);
