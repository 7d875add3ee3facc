import { Check } from 'lucide-react';
import { notificationLink, type NotificationLink } from '@shared/notification-link';
import type { Notification } from '@shared/schemas/notifications';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { NotificationIcon } from '@web/lib/notifications/notification-icon';
import { formatDateTime, formatRelativeTime } from '@web/lib/formatting';
import { notificationDueAt } from './notification-due-at';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { notificationsMessages } from '../messages';

function RowText({ notification }: { notification: Notification }) {
  const t = useT(notificationsMessages);
  const isUnread = !notification.read;
  const dueAt = notificationDueAt(notification.data);
  return (
    <>
      <span className={cn('block text-sm', isUnread ? 'font-semibold' : 'font-normal')}>
        <UserText>{notification.title}</UserText>
        {isUnread ? <span className="sr-only"> {t('row.unread')}</span> : null}
      </span>
      {/* line-clamp sets its own display: a "block" beside it would undo the clamp. */}
      <span className="line-clamp-2 text-sm text-muted-foreground">
        <UserText>{notification.message}</UserText>
      </span>
      <span className="mt-1 block text-xs text-muted-foreground">
        <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
          {formatRelativeTime(notification.createdAt)}
        </time>
        {dueAt ? (
          <>
            {' · '}
            {t('row.due')} <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>
          </>
        ) : null}
        {notification.priority === 'critical' || notification.priority === 'high' ? (
          <span className="font-medium">
            {' · '}
            {notification.priority === 'critical' ? t('row.priority.critical') : t('row.priority.high')}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * One notification. Choosing it opens what it is about (and marks it read); the tick marks it
 * read without leaving the page. A read notification with nothing to open is plain text.
 */
export function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: (notification: Notification, link: NotificationLink | null) => void;
  onMarkRead: (notification: Notification) => void;
}) {
  const t = useT(notificationsMessages);
  const link = notificationLink(notification);
  const isUnread = !notification.read;
  const textClasses = 'min-w-0 flex-1 py-2.5 pr-1 text-left';
  return (
    <li className={cn('relative flex items-start gap-3 rounded-md pl-2', isUnread && 'bg-primary/4')}>
      {isUnread ? (
        <span
          aria-hidden
          className="absolute top-1/2 left-0.5 h-8 w-1 -translate-y-1/2 rounded-full bg-primary"
        />
      ) : null}
      <NotificationIcon type={notification.type} priority={notification.priority} className="mt-2.5 ml-1" />
      {link || isUnread ? (
        <button
          type="button"
          className={cn(
            textClasses,
            'cursor-pointer rounded-md hover:opacity-80 focus-visible:outline-2 focus-visible:outline-ring',
          )}
          onClick={() => onOpen(notification, link)}
        >
          <RowText notification={notification} />
        </button>
      ) : (
        <div className={textClasses}>
          <RowText notification={notification} />
        </div>
      )}
      {isUnread && link ? (
        <Button
          variant="ghost"
          size="icon"
          className="mt-1.5 mr-1 text-muted-foreground"
          aria-label={t('row.markRead', { title: notification.title })}
          onClick={() => onMarkRead(notification)}
        >
          <Check aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}
