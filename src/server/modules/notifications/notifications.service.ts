import type { Notification, ListNotificationsQuery } from '../../../shared/schemas/notifications';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from '../../../shared/domain';
import type { Database } from '../../db/client';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso } from '../../lib/dates';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './notifications.repository';

const asPriority = (p: string): NotificationPriority =>
  (NOTIFICATION_PRIORITIES as readonly string[]).includes(p) ? (p as NotificationPriority) : 'normal';

export function toNotificationDto(n: repo.NotificationRow): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    priority: asPriority(n.priority),
    data: n.data ?? null,
    read: n.read,
    createdAt: toIso(n.createdAt),
  };
}

export function createNotificationsService({ db }: { db: Database }) {
  /** The caller's own notifications, newest first; never anyone else's. */
  async function listMine(auth: AuthContext, query: ListNotificationsQuery) {
    const rows = await repo.listNotificationsForUser(db, auth.userId, {
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
      unread: query.unread,
    });
    const page = pageOf(rows, query.limit, (n) => ({ at: n.createdAt, id: n.id }));
    const counts = await repo.countNotificationsForUser(db, auth.userId, query.unread ?? false);
    return { items: page.items.map(toNotificationDto), nextCursor: page.nextCursor, ...counts };
  }

  return { listMine };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
