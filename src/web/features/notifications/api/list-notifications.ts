import { useQuery } from '@tanstack/react-query';
import { RECENT_NOTIFICATIONS_KEPT } from '@shared/constants';
import type { Notification } from '@shared/schemas/notifications';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { notificationsKey } from '@web/lib/notifications/notifications-key';
import { markedRead, useWithPendingReads } from './read-marks';

/** The bell shows the latest ten (operations spec §9: recent notifications kept: 10). */
export const RECENT_NOTIFICATIONS_LIMIT = RECENT_NOTIFICATIONS_KEPT;

export interface RecentNotifications {
  items: Notification[];
  unreadCount: number;
  totalCount: number;
}

/** A count the server sends in a header, or the fallback when it is missing or not a number. */
export function countHeader(headers: Headers, name: string, fallback: number): number {
  const value = Number(headers.get(name));
  return Number.isFinite(value) && headers.has(name) ? value : fallback;
}

export async function listRecentNotifications(): Promise<RecentNotifications> {
  const { data, headers } = await apiRequestWithHeaders<Notification[]>(
    `/api/notifications?limit=${RECENT_NOTIFICATIONS_LIMIT}`,
  );
  return {
    items: data,
    unreadCount: countHeader(headers, 'X-Unread-Count', data.filter((item) => !item.read).length),
    totalCount: countHeader(headers, 'X-Total-Count', data.length),
  };
}

export const recentNotificationsKey = [...notificationsKey, { limit: RECENT_NOTIFICATIONS_LIMIT }] as const;

/** With the read marks still queued on this device applied. */
export function useRecentNotifications() {
  const query = useQuery({ queryKey: recentNotificationsKey, queryFn: listRecentNotifications });
  const data = useWithPendingReads(query.data, markedRead);
  return { ...query, data };
}
