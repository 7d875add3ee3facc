import { useMemo } from 'react';
import type { Notification } from '@shared/schemas/notifications';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';
import type { NotificationPages } from './list-notification-pages';

/** `id`: that one notification; null: all of them. */
export type ReadTarget = string | null;

/** The list with the target read, and the unread count lowered by as many as that changed. */
export function markedRead<T extends { items: Notification[]; unreadCount: number }>(
  data: T,
  target: ReadTarget,
): T {
  const wasUnread = data.items.filter((item) => !item.read && (target === null || item.id === target)).length;
  return {
    ...data,
    items: data.items.map((item) => (target === null || item.id === target ? { ...item, read: true } : item)),
    unreadCount: target === null ? 0 : Math.max(0, data.unreadCount - wasUnread),
  };
}

/**
 * Every page's own unread count is the user's total, so each drops by what all loaded pages
 * had unread; the unread filter keeps a read row until the refetch, rather than jumping.
 */
export function markedReadPages(data: NotificationPages, target: ReadTarget): NotificationPages {
  const wasUnread = data.pages
    .flatMap((page) => page.items)
    .filter((item) => !item.read && (target === null || item.id === target)).length;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const marked = markedRead(page, target);
      return { ...marked, unreadCount: target === null ? 0 : Math.max(0, page.unreadCount - wasUnread) };
    }),
  };
}

/**
 * The data with the read marks still waiting on this device applied, so the bell's count and
 * the list stay as the person left them after a refetch (offline, from the cache).
 */
export function useWithPendingReads<T>(
  data: T | undefined,
  mark: (data: T, target: ReadTarget) => T,
): T | undefined {
  const { actions } = useChangeQueue();
  return useMemo(() => {
    const targets = actions.flatMap((action): ReadTarget[] => {
      if (action.table === 'notifications-all') return [null];
      if (action.table === 'notifications' && action.recordId) return [action.recordId];
      return [];
    });
    if (!data || targets.length === 0) return data;
    return targets.reduce(mark, data);
  }, [data, actions, mark]);
}
