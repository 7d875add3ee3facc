import { and, desc, eq, inArray, isNull, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

export async function listAttachments(db: Executor, warehouseId: string, link: LinkColumn, id: string) {
  return db
    .select(columns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(
      and(eq(attachments.warehouseId, warehouseId), eq(attachments[link], id), isNull(attachments.deletedAt)),
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

/**
 * Soft-deletes files attached to no record that were uploaded before `before`, freeing their
 * bytes; returns how many.
 */
export async function expireLooseAttachments(db: Executor, before: Date, at: Date): Promise<number> {
  const expired = await db
    .update(attachments)
    .set({ deletedAt: at })
    .where(
      and(
        isNull(attachments.deletedAt),
        isNull(attachments.workOrderId),
        isNull(attachments.equipmentId),
        isNull(attachments.pmTemplateId),
        isNull(attachments.vendorId),
        sql`${attachments.createdAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: attachments.id });
  if (expired.length === 0) return 0;
  await db.delete(attachmentContents).where(
    inArray(
      attachmentContents.attachmentId,
      expired.map((e) => e.id),
    ),
  );
  return expired.length;
}
