import { useLocation } from 'wouter';
import type { NotificationLink } from '@shared/notification-link';
import type { Notification } from '@shared/schemas/notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { resolveLinkPath } from './notification-link';

/**
 * Choosing a notification, in the bell or on the notifications page: it is marked read and,
 * when it is about something, that opens. `beforeLeave` lets the bell close its popover first.
 */
export function useOpenNotification(beforeLeave?: () => void) {
  const [, navigate] = useLocation();
  const markRead = useMarkNotificationsRead();
  const open = (notification: Notification, link: NotificationLink | null) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (!link) return;
    beforeLeave?.();
    void resolveLinkPath(link).then((path) => navigate(path));
  };
  return { open, markRead };
}
