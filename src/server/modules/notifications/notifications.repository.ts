import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotificationsForUser(
  db: Executor,
  userId: string,
  options: { limit: number; cursor?: KeysetCursor; unread?: boolean },
): Promise<NotificationRow[]> {
  const { cursor } = options;
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.unread ? eq(notifications.read, false) : undefined,
        cursor
          ? or(
              lt(notifications.createdAt, cursor.at),
              and(eq(notifications.createdAt, cursor.at), lt(notifications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit + 1);
}

export async function countNotificationsForUser(db: Executor, userId: string, unreadOnly: boolean) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where ${notifications.read} = false)::int`,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unreadOnly ? eq(notifications.read, false) : undefined));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}
