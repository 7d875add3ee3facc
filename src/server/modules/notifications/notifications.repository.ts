import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteBatch } from '../../db/sql/delete-batch';
import { isAnyOf } from '../../db/sql/uuid-array';
import { notificationPreferences, notifications } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { Locale } from '../../../shared/locales';
import type { MailReader } from '../mail/worded-mail';

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

/** Notifications each addressed to its own person, in one INSERT. */
export async function insertNotifications(
  db: Executor,
  items: (NewNotification & { userId: string })[],
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  return db.insert(notifications).values(items).returning();
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

const fromRaw = (r: RawNotificationRow): NotificationRow => ({
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
});

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
  return result.rows.map(fromRaw);
}

/**
 * The addresses and languages of the warehouse's active people in `roles` who have not turned the
 * type's notifications off: whom a notice of that type is also mailed to (an order awaiting approval).
 */
export async function mailReadersForRoles(
  db: Executor,
  warehouseId: string,
  roles: readonly string[],
  notificationType: string,
): Promise<MailReader[]> {
  if (roles.length === 0) return [];
  const result = await db.execute<{ email: string; locale: Locale | null }>(sql`
    select u.email, u.locale from users u
    join user_warehouses uw on uw.user_id = u.id and uw.warehouse_id = ${warehouseId}
    where u.active and u.role::text = any(${`{${roles.join(',')}}`}::text[])
      and not exists (
        select 1 from notification_preferences p
        where p.user_id = u.id and p.notification_type = ${notificationType} and not p.enabled)
    order by u.email`);
  return result.rows;
}

/**
 * The people of these notifications who have not turned the type off, with their addresses and
 * languages: whom a notice that is also mailed (a webhook endpoint disabled) reaches, in the order
 * of their addresses.
 */
export async function mailReadersOf(
  db: Executor,
  rows: readonly NotificationRow[],
): Promise<(MailReader & { userId: string })[]> {
  if (rows.length === 0) return [];
  const result = await db.execute<{ userId: string; email: string; locale: Locale | null }>(sql`
    select u.id as "userId", u.email, u.locale from notifications n
    join users u on u.id = n.user_id
    where ${isAnyOf(
      sql`n.id`,
      rows.map((row) => row.id),
    )}
      and not exists (
        select 1 from notification_preferences p
        where p.user_id = u.id and p.notification_type = n.type and not p.enabled)
    order by u.email`);
  return result.rows;
}

/**
 * Which of the given notifications may be pushed live at `now`: the addressee has not turned
 * the type off and `now`, on the clock of the notification's warehouse (UTC without one), is
 * outside the type's quiet hours. A range whose end comes before its start runs over midnight.
 */
export async function liveDeliveryOf(db: Executor, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute<{ id: string }>(sql`
    select n.id
    from notifications n
    left join notification_preferences p on p.user_id = n.user_id and p.notification_type = n.type
    -- A notification of no warehouse (a system alert) keeps the hours of the user's first warehouse.
    left join lateral (
      select w.timezone from warehouses w
      where w.id = coalesce(n.warehouse_id, (
        select uw.warehouse_id from user_warehouses uw
        where uw.user_id = n.user_id order by uw.created_at, uw.warehouse_id limit 1))
    ) w on true
    cross join lateral (
      select (${now.toISOString()}::timestamptz at time zone coalesce(w.timezone, 'UTC'))::time as local,
        p.quiet_hours_start::time as qs, p.quiet_hours_end::time as qe
    ) t
    where n.id = any(${`{${ids.join(',')}}`}::uuid[])
      and coalesce(p.enabled, true)
      and not coalesce(
        case when t.qs < t.qe then t.local >= t.qs and t.local < t.qe
             else t.local >= t.qs or t.local < t.qe end,
        false)`);
  return new Set(result.rows.map((r) => r.id));
}

export async function markRead(db: Executor, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ read: true, readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Executor, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function listPreferences(db: Executor, userId: string) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(
  db: Executor,
  userId: string,
  values: {
    notificationType: string;
    enabled: boolean;
    quietHoursStart: string | null;
    quietHoursEnd: string | null;
  },
  now: Date,
) {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.notificationType],
      set: { ...values, updatedAt: now, version: sql`${notificationPreferences.version} + 1` },
    })
    .returning();
  if (!row) throw new Error('Preference upsert returned nothing');
  return row;
}

/**
 * A `system_alert` for every active administrator, of every organization (a failing job fails
 * for the whole installation). An administrator still holding an unread alert with the same
 * `key` gets no second one, so an hourly failure does not pile up.
 */
export async function insertSystemAlerts(
  db: Executor,
  alert: {
    key: string;
    title: string;
    message: string;
    data: Record<string, unknown>;
    /** Only this organization's people hear of it (a matter of one organization, like its webhooks). */
    organizationId?: string;
  },
  roles: readonly string[] = ['admin'],
): Promise<NotificationRow[]> {
  const data = JSON.stringify({ ...alert.data, key: alert.key });
  const roleList = `{${roles.join(',')}}`;
  const organization = alert.organizationId ?? null;
  const result = await db.execute<RawNotificationRow>(sql`
    insert into notifications (organization_id, warehouse_id, user_id, type, title, message, priority, data)
    select u.organization_id, null, u.id, 'system_alert', ${alert.title}, ${alert.message}, 'critical', ${data}::jsonb
    from users u
    where u.active and u.role::text = any(${roleList}::text[])
      and (${organization}::uuid is null or u.organization_id = ${organization}::uuid)
      and not exists (
        select 1 from notifications n
        where n.user_id = u.id and n.type = 'system_alert' and not n.read and n.data->>'key' = ${alert.key})
    returning *`);
  return result.rows.map(fromRaw);
}

/**
 * Deletes at most `limit` read notifications created before `before`, oldest first (the cleanup
 * job repeats it); unread ones stay however old: nobody has seen them yet.
 */
export async function deleteReadNotificationsBefore(
  db: Executor,
  before: Date,
  limit: number,
): Promise<number> {
  return deleteBatch(db, {
    table: 'notifications',
    where: sql`read = true and created_at < ${before.toISOString()}::timestamptz`,
    orderBy: 'created_at',
    limit,
  });
}
