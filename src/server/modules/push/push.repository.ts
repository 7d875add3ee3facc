import { and, desc, eq, getTableColumns, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions, sessions, users } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface PushSubscriptionValues {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dhKey: string;
  authKey: string;
  userAgent: string | null;
}

/**
 * One row per endpoint: a known endpoint takes the new keys and the caller as its owner (the
 * browser was re-subscribed, or another person signed in on it). `created` says which happened
 * (xmax is 0 only for a row this statement inserted).
 */
export async function upsertSubscription(
  db: Executor,
  values: PushSubscriptionValues,
): Promise<PushSubscriptionRow & { created: boolean }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        p256dhKey: values.p256dhKey,
        authKey: values.authKey,
        userAgent: values.userAgent,
      },
    })
    .returning({
      ...getTableColumns(pushSubscriptions),
      created: sql<boolean>`(xmax = 0)`,
    });
  if (!row) throw new Error('Push subscription upsert returned nothing');
  return row;
}

/** Keeps a user's `keep` most recently registered or used devices, so one account cannot fan out without bound. */
export async function pruneSubscriptionsBeyond(db: Executor, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(
      desc(sql`greatest(${pushSubscriptions.createdAt}, ${pushSubscriptions.lastSuccessAt})`),
      desc(pushSubscriptions.id),
    )
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes the caller's own row for an endpoint; false when they have none. */
/** Deletes the caller's own row for this endpoint; its id, or undefined when there was none. */
export async function deleteOwnSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<string | undefined> {
  const [deleted] = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted?.id;
}

/**
 * The devices of those users who are still active, registered by a sign-in that has not ended:
 * a deactivated person's phone, or a shared one whose user signed out, hears nothing more.
 */
export async function subscriptionsOfUsers(
  db: Executor,
  userIds: string[],
  now: Date,
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select(getTableColumns(pushSubscriptions))
    .from(pushSubscriptions)
    .innerJoin(users, and(eq(users.id, pushSubscriptions.userId), eq(users.active, true)))
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, pushSubscriptions.sessionId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .where(inArray(pushSubscriptions.userId, userIds));
}

export async function markDelivered(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}

/** The push service said the endpoint is gone for good (404/410). */
export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
