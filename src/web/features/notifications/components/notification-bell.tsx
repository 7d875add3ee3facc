import { Bell, BellOff } from 'lucide-react';
import type { Notification } from '@shared/schemas/notifications';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatRelativeTime } from '@web/lib/relative-time';
import { useRecentNotifications } from '../api/list-notifications';

function NotificationRow({ notification }: { notification: Notification }) {
  return (
    <li className="flex gap-3 rounded-md px-2 py-2.5">
      <span
        aria-hidden
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          notification.read ? 'bg-transparent' : 'bg-primary',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm', notification.read ? 'font-normal' : 'font-semibold')}>
          {notification.title}
          {notification.read ? null : <span className="sr-only"> (unread)</span>}
        </p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{notification.message}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

function NotificationList() {
  const { data, isPending, isError } = useRecentNotifications();
  if (isPending) {
    return (
      <div className="space-y-3 p-3" aria-label="Loading notifications">
        {[0, 1, 2].map((row) => (
          <div key={row} className="space-y-1.5">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (isError)
    return <p className="px-3 py-6 text-center text-sm text-destructive">Failed to fetch notifications</p>;
  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-3 py-8 text-center text-sm text-muted-foreground">
        <BellOff className="size-5" aria-hidden />
        No notifications
      </div>
    );
  }
  return (
    <ul className="max-h-96 overflow-y-auto p-1">
      {data.items.map((notification) => (
        <NotificationRow key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}

/** The header bell: unread count from X-Unread-Count, the latest notifications in a dropdown. */
export function NotificationBell() {
  const { data, refetch } = useRecentNotifications();
  const unread = data?.unreadCount ?? 0;
  const badge = unread > 99 ? '99+' : String(unread);
  return (
    <DropdownMenu
      onOpenChange={(open) => {
        // No polling (core spec §9): opening the list is when fresh data matters.
        if (open) void refetch();
      }}
    >
      <DropdownMenuTrigger
        aria-label="Notifications"
        className="relative flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring touch:size-11"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground ring-2 ring-background">
            {badge}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between px-3 py-2.5">
          <p className="text-sm font-semibold">Notifications</p>
          {unread > 0 ? <p className="text-xs text-muted-foreground">{unread} unread</p> : null}
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <NotificationList />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
