import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { deleteBatch } from '../db/sql/delete-batch';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type NewIdempotencyRow = typeof idempotencyKeys.$inferInsert;

/**
 * Claims a key for a first request; false when the user already used it. Waits while another
 * transaction holds an uncommitted claim of the same key (the unique index).
 */
export async function claimIdempotencyKey(db: Executor, values: NewIdempotencyRow): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeIdempotentResponse(
  db: Executor,
  userId: string,
  key: string,
  statusCode: number,
  responseBody: string,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, responseBody })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function releaseIdempotencyKey(db: Executor, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Deletes at most `limit` keys claimed before `before`, oldest first, in one short statement
 * (the cleanup job repeats it): the created_at index finds them without reading the keys still
 * in their window, and the rows go by their physical address. Returns how many went.
 */
export async function deleteIdempotencyKeysBefore(
  db: Executor,
  before: Date,
  limit: number,
): Promise<number> {
  return deleteBatch(db, {
    table: 'idempotency_keys',
    where: sql`created_at < ${before.toISOString()}::timestamptz`,
    orderBy: 'created_at',
    limit,
  });
}
