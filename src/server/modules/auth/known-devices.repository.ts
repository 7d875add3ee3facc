import { and, desc, eq, gt, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { knownDevices } from '../../db/schema';
import { deleteBatch } from '../../db/sql/delete-batch';

/** The users a device token was issued to, among devices used since `since`. */
export async function findDeviceHolders(
  db: Executor,
  tokenHash: string,
  since: Date,
): Promise<{ id: string; userId: string }[]> {
  return db
    .select({ id: knownDevices.id, userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, tokenHash), gt(knownDevices.lastUsedAt, since)));
}

/** Registers the device for the user, or marks it used now. */
export async function upsertKnownDevice(
  db: Executor,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastUsedAt: now } });
}

/** Keeps the user's `keep` most recently used devices and forgets the rest. */
export async function pruneKnownDevices(db: Executor, userId: string, keep: number): Promise<void> {
  const recent = db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastUsedAt), desc(knownDevices.id))
    .limit(keep);
  await db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.id, recent)));
}

/** Forgets the user's devices, but for the one holding `exceptTokenHash`. */
export async function deleteKnownDevices(
  db: Executor,
  userId: string,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .delete(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId),
        exceptTokenHash ? ne(knownDevices.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}

/** Deletes at most `limit` devices not signed in on since `before`, longest unused first. */
export function deleteDevicesUnusedSince(db: Executor, before: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'known_devices',
    where: sql`last_used_at < ${before.toISOString()}::timestamptz`,
    orderBy: 'last_used_at',
    limit,
  });
}
