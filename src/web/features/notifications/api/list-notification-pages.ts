import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/notifications';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { notificationsKey } from '@web/lib/notifications/notifications-key';
import { countHeader } from './list-notifications';
import { markedReadPages, useWithPendingReads } from './read-marks';

export const NOTIFICATION_PAGE_SIZE = 20;

export type NotificationFilter = 'all' | 'unread';

export interface NotificationPage {
  items: Notification[];
  total: number;
  unreadCount: number;
  nextCursor: string | null;
}

export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

/** Under the shared prefix, so realtime events and the mark-read mutation refresh the page too. */
export const notificationPagesKey = [...notificationsKey, 'pages'] as const;

export async function listNotificationPage(
  filter: NotificationFilter,
  cursor?: string,
): Promise<NotificationPage> {
  const query = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  if (filter === 'unread') query.set('unread', 'true');
  const { data, headers } = await apiRequestWithHeaders<Notification[]>(
    `/api/notifications?${query.toString()}`,
  );
  return {
    items: data,
    total: countHeader(headers, 'X-Total-Count', data.length),
    unreadCount: countHeader(headers, 'X-Unread-Count', data.filter((item) => !item.read).length),
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

/**
 * Every notification of the user (or the unread ones), newest first, a page at a time, with
 * the read marks still queued on this device applied.
 */
export function useNotificationPages(filter: NotificationFilter) {
  const query = useInfiniteQuery<
    NotificationPage,
    Error,
    NotificationPages,
    readonly unknown[],
    string | undefined
  >({
    queryKey: [...notificationPagesKey, filter],
    queryFn: ({ pageParam }) => listNotificationPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const data = useWithPendingReads(query.data, markedReadPages);
  return { ...query, data };
}
