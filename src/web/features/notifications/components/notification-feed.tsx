import { BellOff, CheckCheck } from 'lucide-react';
import type { NotificationLink } from '@shared/notification-link';
import type { Notification } from '@shared/schemas/notifications';
import { QueryState } from '@web/components/query-state';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n/use-t';
import { notificationsMessages } from '../messages';
import type { NotificationFilter } from '../api/list-notification-pages';
import { NotificationRow } from './notification-row';
import { LoadMoreButton } from '@web/components/load-more-button';

const SKELETON_ROWS = 6;

function FeedSkeleton() {
  const t = useT(notificationsMessages);
  return (
    <Card className="space-y-5 p-4" role="status" aria-label={t('loading')}>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className="flex gap-3" data-testid="notification-skeleton">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ))}
    </Card>
  );
}

/** The notifications page's list in its loading, failed, empty and loaded states. */
export function NotificationFeed({
  notifications,
  filter,
  isPending,
  isError,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  onRetry,
  onOpen,
  onMarkRead,
}: {
  notifications: readonly Notification[];
  filter: NotificationFilter;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onOpen: (notification: Notification, link: NotificationLink | null) => void;
  onMarkRead: (notification: Notification) => void;
}) {
  const t = useT(notificationsMessages);
  return (
    <QueryState
      query={{ isPending, isError, data: notifications, refetch: onRetry }}
      errorTitle={t('loadFailed')}
      loading={<FeedSkeleton />}
      isEmpty={(list) => list.length === 0}
      empty={
        <Card className="border-dashed">
          {filter === 'unread' ? (
            <EmptyState
              icon={CheckCheck}
              title={t('feed.emptyUnread.title')}
              description={t('feed.emptyUnread.description')}
            />
          ) : (
            <EmptyState
              icon={BellOff}
              title={t('feed.empty.title')}
              description={t('feed.empty.description')}
            />
          )}
        </Card>
      }
    >
      {(list) => (
        <div className="grid gap-4">
          <Card>
            <ul aria-label={t('title')} className="space-y-0.5 p-1.5 sm:p-2">
              {list.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  onOpen={onOpen}
                  onMarkRead={onMarkRead}
                />
              ))}
            </ul>
          </Card>
          {hasNextPage ? (
            <LoadMoreButton
              onLoadMore={onLoadMore}
              isLoading={isFetchingNextPage}
              className="w-full justify-self-center sm:w-auto"
            />
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
