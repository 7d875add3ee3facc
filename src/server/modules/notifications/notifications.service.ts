import type { Notification, ListNotificationsQuery } from '../../../shared/schemas/notifications';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from '../../../shared/domain';
import type { Database, Executor } from '../../db/client';
import type { DomainEvent } from '../../realtime/event-bus';
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

/** A notification for the people of a warehouse, before it is addressed to anyone. */
export type NotificationDraft = repo.NewNotification;

/** Supervisors and managers: who hears about overdue work, low stock and generated PMs. */
export const PLANNER_ROLES = ['supervisor', 'manager'] as const;

function toEvents(rows: repo.NotificationRow[]): DomainEvent[] {
  return rows.map((row) => ({
    topic: 'notifications',
    type: 'notification',
    action: 'created',
    id: row.id,
    data: toNotificationDto(row),
    at: row.createdAt.toISOString(),
    organizationId: row.organizationId,
    warehouseId: row.warehouseId,
    userIds: [row.userId],
  }));
}

export function createNotificationsService({ db }: { db: Database }) {
  /** Notifies the given people inside the caller's transaction; delivery events go to the outbox. */
  async function notifyUsers(
    tx: Executor,
    outbox: DomainEvent[],
    userIds: string[],
    draft: NotificationDraft,
  ) {
    const rows = await repo.insertNotificationsForUsers(tx, [...new Set(userIds)], draft);
    outbox.push(...toEvents(rows));
    return rows.length;
  }

  /** Notifies everyone holding one of the roles in each draft's warehouse. */
  async function notifyRoles(
    tx: Executor,
    outbox: DomainEvent[],
    drafts: NotificationDraft[],
    roles: readonly string[] = PLANNER_ROLES,
  ) {
    const rows = await repo.insertNotificationsForRoles(tx, drafts, roles);
    outbox.push(...toEvents(rows));
    return rows.length;
  }

  /** The caller's own notifications, newest first; never anyone else's. */
  async function listMine(auth: AuthContext, query: ListNotificationsQuery) {
    const rows = await repo.listNotificationsForUser(db, auth.userId, {
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
      unread: query.unread,
    });
    const page = pageOf(rows, query.limit, (n) => ({ v: n.sortKey, id: n.id }));
    const counts = await repo.countNotificationsForUser(db, auth.userId, query.unread ?? false);
    return { items: page.items.map(toNotificationDto), nextCursor: page.nextCursor, ...counts };
  }

  return { listMine, notifyUsers, notifyRoles };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
