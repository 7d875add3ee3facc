import type { Notification } from '@shared/schemas/notifications';
import { toast } from '../toast/toast-store';
import { libText } from '../lib-texts';

/** Operations spec §7: an error or a critical notification is shown in destructive style. */
export function isUrgent(notification: Pick<Notification, 'type' | 'priority'>): boolean {
  return notification.type === 'error' || notification.priority === 'critical';
}

export function showNotificationToast(notification: Notification): void {
  toast({
    title: notification.title,
    description: notification.message,
    variant: isUrgent(notification) ? 'destructive' : 'default',
  });
}

/** Operations spec §7: a system alert is a destructive toast titled "System Alert". */
export function showSystemAlertToast(notification: Notification): void {
  toast({
    title: libText('systemAlert.title'),
    description:
      notification.title === notification.message ? (
        notification.message
      ) : (
        <>
          <span className="font-medium">{notification.title}</span> {notification.message}
        </>
      ),
    variant: 'destructive',
  });
}
