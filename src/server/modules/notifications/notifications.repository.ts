import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotificationsForUser(
  db: Executor,
  userId: string,
  options: { limit: number; cursor?: KeysetCursor; unread?: boolean },
): Promise<(NotificationRow & { sortKey: string })[]> {
  const { cursor } = options;
  // The key travels as PostgreSQL's text of the timestamp: a JS Date would drop its microseconds.
  return db
    .select({ ...getTableColumns(notifications), sortKey: sql<string>`${notifications.createdAt}::text` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.unread ? eq(notifications.read, false) : undefined,
        cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${String(cursor.v)}::timestamptz, ${cursor.id}::uuid)`
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

export interface NewNotification {
  organizationId: string;
  warehouseId: string | null;
  type: string;
  title: string;
  message: string;
  priority: string;
  data: Record<string, unknown> | null;
}

export async function insertNotificationsForUsers(
  db: Executor,
  userIds: string[],
  notification: NewNotification,
): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  return db
    .insert(notifications)
    .values(userIds.map((userId) => ({ ...notification, userId })))
    .returning();
}

type RawNotificationRow = {
  id: string;
  organization_id: string;
  warehouse_id: string | null;
  user_id: string;
  type: string;
  title: string;
  message: string;
  priority: string;
  data: Record<string, unknown> | null;
  read: boolean;
  read_at: Date | null;
  created_at: Date;
};

/**
 * One notification per active user of each item's warehouse holding one of the roles, in
 * a single INSERT … SELECT however many items and people there are.
 */
export async function insertNotificationsForRoles(
  db: Executor,
  items: NewNotification[],
  roles: readonly string[],
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  const payload = JSON.stringify(
    items.map((i) => ({
      organization_id: i.organizationId,
      warehouse_id: i.warehouseId,
      type: i.type,
      title: i.title,
      message: i.message,
      priority: i.priority,
      data: i.data,
    })),
  );
  const result = await db.execute<RawNotificationRow>(sql`
    insert into notifications (organization_id, warehouse_id, user_id, type, title, message, priority, data)
    select i.organization_id, i.warehouse_id, u.id, i.type, i.title, i.message, i.priority, i.data
    from jsonb_to_recordset(${payload}::jsonb) as i(
      organization_id uuid, warehouse_id uuid, type text, title text, message text, priority text, data jsonb)
    join user_warehouses uw on uw.warehouse_id = i.warehouse_id
    join users u on u.id = uw.user_id and u.active and u.role::text = any(${`{${roles.join(',')}}`}::text[])
    returning *`);
  return result.rows.map((r) => ({
    id: r.id,
    organizationId: r.organization_id,
    warehouseId: r.warehouse_id,
    userId: r.user_id,
    type: r.type,
    title: r.title,
    message: r.message,
    priority: r.priority,
    data: r.data,
    read: r.read,
    readAt: r.read_at,
    createdAt: new Date(r.created_at),
  }));
}
