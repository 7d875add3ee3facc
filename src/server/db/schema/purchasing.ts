import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { purchaseOrderStatusEnum } from './enums';
import { organizations, warehouses } from './organizations';
import { parts } from './parts';
import { users } from './users';
import { vendors } from './vendors';

/** What each vendor asks for a part (issue 27 §1): their part number, price and lead time. */
export const partVendors = pgTable(
  'part_vendors',
  {
    partId: uuid()
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    vendorPartNumber: text(),
    unitPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Days from ordering to delivery, as the vendor quotes them; null when unknown. */
    leadTimeDays: integer(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.partId, t.vendorId] }), index().on(t.vendorId)],
);

/** Where each warehouse's PO numbering stands per year: PO-{year}-{sequence}. */
export const purchaseOrderSequences = pgTable(
  'purchase_order_sequences',
  {
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    year: integer().notNull(),
    lastSequence: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.year] })],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    number: text().notNull(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    status: purchaseOrderStatusEnum().notNull().default('draft'),
    /** The warehouse's currency when the order was made: its prices stay in it. */
    currency: text().notNull(),
    notes: text(),
    /** The day the vendor promised delivery, for lead time promised against actual. */
    expectedDate: date({ mode: 'string' }),
    /** Sum of its lines' quantity × unit price, kept with every change of a line. */
    total: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    createdBy: uuid().references(() => users.id),
    submittedBy: uuid().references(() => users.id),
    submittedAt: tz(),
    approvedBy: uuid().references(() => users.id),
    approvedAt: tz(),
    orderedAt: tz(),
    receivedAt: tz(),
    closedAt: tz(),
    cancelledAt: tz(),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [
    uniqueIndex().on(t.warehouseId, t.number),
    // The list's order (newest first, nulls first as `order by … desc` sorts them) and its count.
    index('purchase_orders_newest_idx')
      .on(t.warehouseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index().on(t.warehouseId, t.status),
    index().on(t.vendorId),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    purchaseOrderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    partId: uuid()
      .notNull()
      .references(() => parts.id),
    position: integer().notNull(),
    quantity: integer().notNull(),
    unitPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    vendorPartNumber: text(),
    receivedQuantity: integer().notNull().default(0),
    /** Deliveries may bring more than ordered (sold by the box); otherwise over-receiving is refused. */
    allowOverReceipt: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.purchaseOrderId, t.position),
    index().on(t.partId),
    check('purchase_order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'purchase_order_lines_received_within_order',
      sql`${t.receivedQuantity} >= 0 and (${t.allowOverReceipt} or ${t.receivedQuantity} <= ${t.quantity})`,
    ),
  ],
);

/** One delivery taken in against an order; reversed, never deleted. */
export const purchaseOrderReceipts = pgTable(
  'purchase_order_receipts',
  {
    id: id(),
    purchaseOrderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id),
    receivedBy: uuid().references(() => users.id),
    receivedAt: tz().notNull().defaultNow(),
    reversedBy: uuid().references(() => users.id),
    reversedAt: tz(),
  },
  (t) => [index().on(t.purchaseOrderId, t.receivedAt)],
);

export const purchaseOrderReceiptLines = pgTable(
  'purchase_order_receipt_lines',
  {
    id: id(),
    receiptId: uuid()
      .notNull()
      .references(() => purchaseOrderReceipts.id),
    lineId: uuid()
      .notNull()
      .references(() => purchaseOrderLines.id),
    partId: uuid()
      .notNull()
      .references(() => parts.id),
    quantity: integer().notNull(),
    unitCost: numeric({ precision: 12, scale: 2 }).notNull(),
    /** The part's average cost before and after this receipt: a reversal restores it exactly when nothing came since. */
    costBefore: numeric({ precision: 12, scale: 2 }).notNull(),
    costAfter: numeric({ precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index().on(t.receiptId),
    index().on(t.partId),
    check('purchase_order_receipt_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
