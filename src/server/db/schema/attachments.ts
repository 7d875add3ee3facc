import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, id, tz } from './columns';
import { equipment } from './equipment';
import { organizations, warehouses } from './organizations';
import { pmTemplates } from './pm';
import { users } from './users';
import { vendors } from './vendors';
import { workRequests } from './requests';
import { workOrders } from './work-orders';

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    workOrderId: uuid().references(() => workOrders.id),
    equipmentId: uuid().references(() => equipment.id),
    pmTemplateId: uuid().references(() => pmTemplates.id),
    vendorId: uuid().references(() => vendors.id),
    /** A photo sent with a work request; carried over to the order it becomes. */
    workRequestId: uuid().references(() => workRequests.id),
    fileName: text().notNull(),
    fileSize: integer().notNull(),
    /** MIME type detected from the content, never the one the browser claimed. */
    fileType: text().notNull(),
    hasThumbnail: boolean().notNull().default(false),
    uploadedBy: uuid().references(() => users.id),
    createdAt: tz().notNull().defaultNow(),
    deletedAt: tz(),
  },
  (t) => [
    index().on(t.workOrderId),
    index().on(t.equipmentId),
    index().on(t.pmTemplateId),
    index().on(t.vendorId),
    index().on(t.workRequestId),
    // Scratch uploads attached to no record, for the hourly cleanup: few rows, found at once.
    index('attachments_loose_created_at_idx')
      .on(t.createdAt)
      .where(
        sql`${t.deletedAt} is null and ${t.workOrderId} is null and ${t.equipmentId} is null and ${t.pmTemplateId} is null and ${t.vendorId} is null and ${t.workRequestId} is null`,
      ),
  ],
);

/** The bytes live apart from the metadata so listing attachments never reads them. */
export const attachmentContents = pgTable('attachment_contents', {
  attachmentId: uuid()
    .primaryKey()
    .references(() => attachments.id, { onDelete: 'cascade' }),
  data: bytea().notNull(),
  thumbnail: bytea(),
});
