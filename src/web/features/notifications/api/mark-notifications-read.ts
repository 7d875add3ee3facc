import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/notifications';
import { apiRequest } from '@web/lib/api-client';
import { notificationsKey } from '@web/lib/notifications/notifications-key';
import { toast } from '@web/lib/toast/toast-store';
import { recentNotificationsKey, type RecentNotifications } from './list-notifications';

export function markNotificationRead(id: string): Promise<Notification> {
  return apiRequest<Notification>(`/api/notifications/${id}/read`, { method: 'PATCH' });
}

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('/api/notifications/read-all', { method: 'POST' });
}

/** `id`: that one notification; null: all of them. */
type Target = string | null;

function markedRead(data: RecentNotifications, target: Target): RecentNotifications {
  const wasUnread = data.items.filter((item) => !item.read && (target === null || item.id === target)).length;
  return {
    ...data,
    items: data.items.map((item) => (target === null || item.id === target ? { ...item, read: true } : item)),
    unreadCount: target === null ? 0 : Math.max(0, data.unreadCount - wasUnread),
  };
}

/**
 * Marks one notification (an id) or all of them (null) read. The bell changes at once; the
 * server's answer, and the socket's `real_time_update` in other tabs, bring the true count.
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
      const previous = queryClient.getQueryData<RecentNotifications>(recentNotificationsKey);
      if (previous) queryClient.setQueryData(recentNotificationsKey, markedRead(previous, target));
      return { previous };
    },
    onError: (_error, target, context) => {
      if (context?.previous) queryClient.setQueryData(recentNotificationsKey, context.previous);
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
