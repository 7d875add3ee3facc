import { CheckCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import { useNotificationPages } from '../api/list-notification-pages';
import { NotificationFeed } from '../components/notification-feed';
import { useNotificationFilter } from '../components/notification-filter';
import { NotificationFilterTabs } from '../components/notification-filter-tabs';
import { useOpenNotification } from '../components/use-open-notification';
import { notificationsMessages } from '../messages';

/**
 * Every notification of the signed-in person, newest first, a page at a time (the bell keeps
 * only the latest ten). Realtime events refresh it through the shared notifications key.
 */
export default function NotificationsPage() {
  const t = useT(notificationsMessages);
  const { filter, setFilter } = useNotificationFilter();
  const pages = useNotificationPages(filter);
  const { open, markRead } = useOpenNotification();
  const notifications = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const firstPage = pages.data?.pages[0];
  const unread = filter === 'unread';
  const summary =
    firstPage && firstPage.total > 0
      ? notifications.length < firstPage.total
        ? t(unread ? 'page.showingUnread' : 'page.showing', {
            shown: String(notifications.length),
            total: firstPage.total,
          })
        : t(unread ? 'page.countUnread' : 'page.count', { total: firstPage.total })
      : null;

  // A reading column, as on Settings: full-width rows would run to 1200 px lines.
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('title')}
        description={t('page.description')}
        actions={
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={!firstPage?.unreadCount || markRead.isPending}
            onClick={() => markRead.mutate(null)}
          >
            <CheckCheck aria-hidden />
            {t('markAllRead')}
          </Button>
        }
      />
      <NotificationFilterTabs
        filter={filter}
        unreadCount={firstPage?.unreadCount}
        onChange={setFilter}
        summary={summary}
      >
        <NotificationFeed
          notifications={notifications}
          filter={filter}
          isPending={pages.isPending}
          isError={pages.isError}
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          onRetry={() => void pages.refetch()}
          onOpen={open}
          onMarkRead={(notification) => markRead.mutate(notification.id)}
        />
      </NotificationFilterTabs>
    </div>
  );
}
