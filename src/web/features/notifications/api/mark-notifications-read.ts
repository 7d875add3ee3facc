import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/notifications';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { notificationsKey } from '@web/lib/notifications/notifications-key';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { notificationsMessages } from '../messages';
import { notificationPagesKey, type NotificationPages } from './list-notification-pages';
import { markedRead, markedReadPages, type ReadTarget } from './read-marks';
import { recentNotificationsKey, type RecentNotifications } from './list-notifications';
import { wordChange } from '@web/components/offline/change-wording';

/** Through the change queue, like mark-all: offline the mark waits on this device. */
export function markNotificationRead(id: string): Promise<Notification | undefined> {
  return sendChange<Notification | undefined>({
    type: 'update',
    table: 'notifications',
    recordId: id,
    data: {},
    ...wordChange('change.notification.markOne'),
  });
}

/** Through the change queue: offline the mark waits on this device, and the bell shows it at once. */
export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return sendChange<{ updated: number }>({
    type: 'update',
    table: 'notifications-all',
    data: {},
    ...wordChange('change.notification.markAll'),
    optimistic: { updated: 0 },
  });
}

/**
 * Marks one notification (an id) or all of them (null) read. The bell and the notifications
 * page change at once; the server's answer, and the socket's `real_time_update` in other
 * tabs, bring the true count.
 */
export function useMarkNotificationsRead() {
  const t = useT(notificationsMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ReadTarget): Promise<unknown> =>
      target === null ? markAllNotificationsRead() : markNotificationRead(target),
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
        title: target === null ? t('toast.markAllFailed') : t('toast.markOneFailed'),
        description: t('toast.tryAgain'),
      });
    },
    // Queued: the cached lists would bring the unread rows back; the queue's marks stay applied.
    onSettled: (result) =>
      wasQueued(result) ? undefined : queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
