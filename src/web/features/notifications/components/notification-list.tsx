import { BellOff } from 'lucide-react';
import type { NotificationLink } from '@shared/notification-link';
import type { Notification } from '@shared/schemas/notifications';
import { QueryState } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n/use-t';
import { notificationsMessages } from '../messages';
import type { RecentNotifications } from '../api/list-notifications';
import { NotificationRow } from './notification-row';

function LoadingRows() {
  const t = useT(notificationsMessages);
  return (
    <div className="space-y-4 p-4" aria-label={t('loading')}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The bell's list in its three states: loading, failed, and the latest notifications (or none). */
export function NotificationList({
  data,
  isError,
  onRetry,
  onOpen,
  onMarkRead,
}: {
  data: RecentNotifications | undefined;
  isError: boolean;
  onRetry: () => unknown;
  onOpen: (notification: Notification, link: NotificationLink | null) => void;
  onMarkRead: (notification: Notification) => void;
}) {
  const t = useT(notificationsMessages);
  return (
    <QueryState
      query={{ isPending: !data && !isError, isError, data, refetch: onRetry }}
      errorTitle={t('loadFailed')}
      errorClassName="m-3"
      loading={<LoadingRows />}
      isEmpty={(recent) => recent.items.length === 0}
      empty={
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
          <BellOff className="size-5" aria-hidden />
          {t('bell.empty')}
        </div>
      }
    >
      {(recent) => (
        <ul aria-label={t('bell.latest')} className="space-y-0.5 p-1.5">
          {recent.items.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onOpen={onOpen}
              onMarkRead={onMarkRead}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
