import { CheckCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { formatCount } from '@web/lib/formatting';
import { useNotificationPages } from '../api/list-notification-pages';
import { NotificationFeed } from '../components/notification-feed';
import { useNotificationFilter } from '../components/notification-filter';
import { NotificationFilterTabs } from '../components/notification-filter-tabs';
import { useOpenNotification } from '../components/use-open-notification';

/**
 * Every notification of the signed-in person, newest first, a page at a time (the bell keeps
 * only the latest ten). Realtime events refresh it through the shared notifications key.
 */
export default function NotificationsPage() {
  const { filter, setFilter } = useNotificationFilter();
  const pages = useNotificationPages(filter);
  const { open, markRead } = useOpenNotification();
  const notifications = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const firstPage = pages.data?.pages[0];
  const noun = filter === 'unread' ? 'unread notification' : 'notification';
  const summary =
    firstPage && firstPage.total > 0
      ? notifications.length < firstPage.total
        ? `Showing ${notifications.length} of ${formatCount(firstPage.total, noun)}`
        : formatCount(firstPage.total, noun)
      : null;

  // A reading column, as on Settings: full-width rows would run to 1200 px lines.
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Notifications"
        description="Everything sent to you, newest first. Choose one to open what it is about."
        actions={
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={!firstPage?.unreadCount || markRead.isPending}
            onClick={() => markRead.mutate(null)}
          >
            <CheckCheck aria-hidden />
            Mark all read
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
