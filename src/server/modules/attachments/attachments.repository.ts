import { and, desc, eq, isNull, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isAnyOf } from '../../db/sql/uuid-array';
import { attachmentContents, attachments, users } from '../../db/schema';

export type AttachmentRow = typeof attachments.$inferSelect;

const uploaderName = (u: { firstName: Column; lastName: Column }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;
const columns = { row: attachments, uploadedByName: uploaderName(users) };

export type LinkColumn = 'workOrderId' | 'equipmentId' | 'pmTemplateId' | 'vendorId';

export async function insertAttachment(
  db: Executor,
  values: typeof attachments.$inferInsert,
  content: { data: Buffer; thumbnail: Buffer | null },
): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  if (!row) throw new Error('Attachment insert returned nothing');
  await db.insert(attachmentContents).values({ attachmentId: row.id, ...content });
  return row;
}

export const listAttachments = (db: Executor, warehouseId: string, link: LinkColumn, id: string) =>
  listAttachmentsOf(db, warehouseId, link, [id]);

/** The live files of several records at once, newest first. */
export async function listAttachmentsOf(
  db: Executor,
  warehouseId: string,
  link: LinkColumn,
  ids: readonly string[],
) {
  return db
    .select(columns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(
      and(
        eq(attachments.warehouseId, warehouseId),
        isAnyOf(attachments[link], ids),
        isNull(attachments.deletedAt),
      ),
    )
    .orderBy(desc(attachments.createdAt));
}

export async function findAttachment(db: Executor, warehouseId: string, id: string) {
  const [found] = await db
    .select(columns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(
      and(eq(attachments.id, id), eq(attachments.warehouseId, warehouseId), isNull(attachments.deletedAt)),
    );
  return found;
}

export async function readContent(
  db: Executor,
  id: string,
  kind: 'data' | 'thumbnail',
): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: kind === 'data' ? attachmentContents.data : attachmentContents.thumbnail })
    .from(attachmentContents)
    .where(eq(attachmentContents.attachmentId, id));
  return row?.bytes ?? null;
}

/** Keeps the record (for audit), frees the bytes. */
export async function softDeleteAttachment(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(attachments).set({ deletedAt: at }).where(eq(attachments.id, id));
  await db.delete(attachmentContents).where(eq(attachmentContents.attachmentId, id));
}

/** A scratch upload: attached to no record (yet), not removed. */
const LOOSE = sql`a.deleted_at is null and a.work_order_id is null and a.equipment_id is null
  and a.pm_template_id is null and a.vendor_id is null`;

/**
 * Soft-deletes at most `limit` of the files attached to no record that were uploaded before
 * `before`, oldest first, and frees their bytes, in one short statement (the cleanup job
 * repeats it; the partial index attachments_loose_created_at_idx finds them). The outer
 * condition is checked again on each row as it is updated, so a file attached to a record
 * meanwhile stays. Returns how many went.
 */
export async function expireLooseAttachments(
  db: Executor,
  before: Date,
  at: Date,
  limit: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with expired as (
      update attachments a set deleted_at = ${at.toISOString()}::timestamptz
      where a.id = any(array(
          select a.id from attachments a
          where ${LOOSE} and a.created_at < ${before.toISOString()}::timestamptz
          order by a.created_at
          limit ${limit}))
        and ${LOOSE}
      returning a.id
    ), freed as (
      delete from attachment_contents c using expired where c.attachment_id = expired.id
    )
    select count(*)::int as n from expired`);
  return result.rows[0]?.n ?? 0;
}

/**
 * A copy of a work order's file on another order (a follow-up carries the photo of the step that
 * raised it), content and all, so either order's files can be removed without the other's.
 */
export async function copyToWorkOrder(
  db: Executor,
  id: string,
  workOrderId: string,
  uploadedBy: string,
): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    with copied as (
      insert into attachments (organization_id, warehouse_id, work_order_id, file_name, file_size, file_type,
        has_thumbnail, uploaded_by)
      select organization_id, warehouse_id, ${workOrderId}, file_name, file_size, file_type, has_thumbnail, ${uploadedBy}
      from attachments where id = ${id} and deleted_at is null
      returning id
    ),
    content as (
      insert into attachment_contents (attachment_id, data, thumbnail)
      select c.id, s.data, s.thumbnail from copied c join attachment_contents s on s.attachment_id = ${id}
      returning 1
    )
    select id from copied`);
  return result.rows[0]?.id;
}
