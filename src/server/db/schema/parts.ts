import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, orderFacts, timestamps, tz, version } from './columns';
import { stockMovementKindEnum } from './enums';
import { organizations, warehouses } from './organizations';
import { users } from './users';
import { vendors } from './vendors';
import { workOrders } from './work-orders';

export const parts = pgTable(
  'parts',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    name: text().notNull(),
    partNumber: text().notNull(),
    description: text(),
    category: text().notNull().default('general'),
    unitOfMeasure: text().notNull().default('each'),
    unitCost: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    stockLevel: integer().notNull().default(0),
    reorderPoint: integer().notNull().default(0),
    /** How many to order when the part reaches its reorder point (issue 27 §1); null: up to `maxStock`. */
    reorderQuantity: integer(),
    /** The most the shelf holds: a suggestion without a reorder quantity orders up to it. */
    maxStock: integer(),
    /**
     * Still to come on open purchase orders (draft to partly received): kept by the database's
     * triggers on order lines and orders (migration 0034), never written by the app (ADR 59).
     */
    onOrder: integer().notNull().default(0),
    /** The vendor's name as the spec's form sends it; vendorId links it when known. */
    vendor: text(),
    vendorId: uuid().references(() => vendors.id),
    location: text(),
    /** True while the part sits at or below its reorder point and supervisors were told once. */
    lowStockNotified: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [
    uniqueIndex('parts_warehouse_part_number_idx')
      .on(t.warehouseId, sql`lower(${t.partNumber})`)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.warehouseId, t.category),
    index().on(t.vendorId),
    index('parts_search_trgm_idx').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.partNumber} || ' ' || coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
    /** The reorder list (issue 27 §2): the few parts that what is on order leaves at or below their reorder point. */
    index('parts_reorder_idx')
      .on(t.warehouseId, t.vendorId, sql`lower(${t.partNumber})`, t.id)
      .where(sql`${t.stockLevel} + ${t.onOrder} <= ${t.reorderPoint} and ${t.deletedAt} is null`),
    check('parts_stock_level_non_negative', sql`${t.stockLevel} >= 0`),
    check('parts_reorder_point_non_negative', sql`${t.reorderPoint} >= 0`),
    check('parts_reorder_quantity_positive', sql`${t.reorderQuantity} is null or ${t.reorderQuantity} > 0`),
    check('parts_max_stock_non_negative', sql`${t.maxStock} is null or ${t.maxStock} >= 0`),
  ],
);

/** The stock ledger: every change of a part's stock level, with who, when and why. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    partId: uuid()
      .notNull()
      .references(() => parts.id),
    kind: stockMovementKindEnum().notNull(),
    quantityDelta: integer().notNull(),
    stockAfter: integer().notNull(),
    reason: text(),
    workOrderId: uuid().references(() => workOrders.id),
    userId: uuid().references(() => users.id),
    /** What each unit of a delivery cost (issue 27 §4); null for movements without a price. */
    unitCost: numeric({ precision: 12, scale: 2 }),
    /** The receipt a delivery or its reversal belongs to. */
    receiptId: uuid(),
    /** When the stock changed: the ledger's order, in which each `stockAfter` holds. */
    createdAt: tz().notNull().defaultNow(),
    /** When the parts were used, for a use done offline and synced later (Occurred-At); null: at createdAt. */
    occurredAt: tz(),
  },
  (t) => [index().on(t.partId, t.createdAt.desc().nullsFirst()), index().on(t.warehouseId, t.createdAt)],
);

export const partsUsage = pgTable(
  'parts_usage',
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
    partId: uuid()
      .notNull()
      .references(() => parts.id),
    quantity: integer().notNull(),
    /** Unit cost when used, so later price changes do not rewrite history. */
    unitCost: numeric({ precision: 12, scale: 2 }).notNull(),
    usedBy: uuid().references(() => users.id),
    note: text(),
    createdAt: tz().notNull().defaultNow(),
    ...orderFacts(),
  },
  (t) => [
    index().on(t.workOrderId),
    index().on(t.partId),
    /** Parts cost and usage over a period (analytics). */
    index().on(t.warehouseId, t.createdAt),
    check('parts_usage_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
