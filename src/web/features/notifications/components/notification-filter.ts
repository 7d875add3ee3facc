import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import type { NotificationFilter } from '../api/list-notification-pages';

/** The filter lives in the URL (?filter=unread), so Back and a shared link keep it. */
export function useNotificationFilter() {
  const [params, setParams] = useSearchParams();
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const setFilter = useCallback(
    (next: NotificationFilter) =>
      // Replace, not push: Back leaves the page instead of stepping through the tabs.
      setParams(next === 'unread' ? { filter: 'unread' } : {}, { replace: true }),
    [setParams],
  );
  return { filter, setFilter };
}
