import { useState } from 'react';
import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n/use-t';
import { notificationsMessages } from '../messages';
import { useRecentNotifications } from '../api/list-notifications';
import { NotificationList } from './notification-list';
import { useOpenNotification } from './use-open-notification';

function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden
      className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums ring-2 ring-background"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The header bell (core spec §2): the unread count from X-Unread-Count and the latest
 * notifications. A popover rather than a menu, so each row's two actions are reachable with
 * Tab. The realtime client refreshes the query whenever a notification arrives or is read elsewhere.
 * Older ones are on the notifications page, which the footer links to.
 */
export function NotificationBell() {
  const t = useT(notificationsMessages);
  const [isOpen, setIsOpen] = useState(false);
  const { data, isError, refetch } = useRecentNotifications();
  const { open: openNotification, markRead } = useOpenNotification(() => setIsOpen(false));
  const unread = data?.unreadCount ?? 0;
  const hiddenCount = data ? data.totalCount - data.items.length : 0;

  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        // No polling (core spec §9): opening the list is when fresh data matters most.
        if (open) void refetch();
      }}
    >
      <Popover.Trigger
        aria-label={unread > 0 ? t('titleUnread', { count: String(unread) }) : t('title')}
        className="relative flex size-10 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring touch:size-11"
      >
        <Bell className="size-5" aria-hidden />
        <UnreadBadge count={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('title')}
          className="z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none data-[state=open]:animate-pop-in"
        >
          <div className="flex min-h-12 items-center gap-2 border-b py-1.5 pr-1.5 pl-4">
            <div className="min-w-0 flex-1">
              <h2 className="text-sm font-semibold">{t('title')}</h2>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {unread > 0 ? t('bell.unread', { count: String(unread) }) : t('bell.allCaughtUp')}
              </p>
            </div>
            {unread > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => markRead.mutate(null)}>
                <CheckCheck aria-hidden />
                {t('markAllRead')}
              </Button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <NotificationList
              data={data}
              isError={isError}
              onRetry={refetch}
              onOpen={openNotification}
              onMarkRead={(notification) => markRead.mutate(notification.id)}
            />
          </div>
          {data && data.totalCount > 0 ? (
            <div className="flex min-h-10 items-center gap-3 border-t px-4 py-1.5 text-xs">
              {hiddenCount > 0 ? (
                <span className="text-muted-foreground">
                  {t('bell.showingLatest', {
                    shown: String(data.items.length),
                    total: String(data.totalCount),
                  })}
                </span>
              ) : null}
              <Link
                href="/notifications"
                onClick={() => setIsOpen(false)}
                className="ml-auto shrink-0 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {t('bell.viewAll')}
              </Link>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
