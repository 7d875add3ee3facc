import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/notifications';
import { apiRequest } from '@web/lib/api-client';
import { notificationsKey } from '@web/lib/notifications/notifications-key';
import { toast } from '@web/lib/toast/toast-store';
import { notificationPagesKey, type NotificationPages } from './list-notification-pages';
import { recentNotificationsKey, type RecentNotifications } from './list-notifications';

export function markNotificationRead(id: string): Promise<Notification> {
  return apiRequest<Notification>(`/api/notifications/${id}/read`, { method: 'PATCH' });
}

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('/api/notifications/read-all', { method: 'POST' });
}

/** `id`: that one notification; null: all of them. */
type Target = string | null;

/** The list with the target read, and the unread count lowered by as many as that changed. */
function markedRead<T extends { items: Notification[]; unreadCount: number }>(data: T, target: Target): T {
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
function markedReadPages(data: NotificationPages, target: Target): NotificationPages {
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
 * Marks one notification (an id) or all of them (null) read. The bell and the notifications
 * page change at once; the server's answer, and the socket's `real_time_update` in other
 * tabs, bring the true count.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: Target): Promise<void> => {
      if (target === null) await markAllNotificationsRead();
      else await markNotificationRead(target);
    },
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: recentNotificationsKey });
      await queryClient.cancelQueries({ queryKey: notificationPagesKey });
      const previous = queryClient.getQueryData<RecentNotifications>(recentNotificationsKey);
      if (previous) queryClient.setQueryData(recentNotificationsKey, markedRead(previous, target));
      const previousPages = queryClient.getQueriesData<NotificationPages>({ queryKey: notificationPagesKey });
      for (const [key, pages] of previousPages) {
        if (pages) queryClient.setQueryData(key, markedReadPages(pages, target));
      }
      return { previous, previousPages };
    },
    onError: (_error, target, context) => {
      if (context?.previous) queryClient.setQueryData(recentNotificationsKey, context.previous);
      for (const [key, pages] of context?.previousPages ?? []) queryClient.setQueryData(key, pages);
      toast({
        variant: 'destructive',
        title:
          target === null ? 'Failed to mark notifications as read' : 'Failed to mark notification as read',
        description: 'Please try again.',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
