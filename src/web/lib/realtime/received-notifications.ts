import { RECENT_NOTIFICATIONS_KEPT } from '@shared/constants';
import { createExternalStore } from './external-store';

/** Where a received notification came from: the user's own, an alert, or the warehouse's news. */
export type ReceivedSource = 'notification' | 'system_alert' | 'warehouse_notification';

export interface ReceivedNotification {
  /** Unique within the list (warehouse notifications carry no id). */
  key: string;
  source: ReceivedSource;
  type: string;
  title: string;
  message: string;
  priority: string;
  at: string;
}

/**
 * The last notifications this tab received over the socket, newest first, in memory only
 * (operations spec §9: recent notifications kept: 10). The demo panel lists them.
 */
export function createReceivedNotifications(limit = RECENT_NOTIFICATIONS_KEPT) {
  const store = createExternalStore<readonly ReceivedNotification[]>([]);
  let counter = 0;
  return {
    get: store.get,
    subscribe: store.subscribe,
    record(entry: Omit<ReceivedNotification, 'key'>): void {
      counter += 1;
      store.set([{ ...entry, key: `received-${counter}` }, ...store.get()].slice(0, limit));
    },
    clear(): void {
      store.set([]);
    },
  };
}

export type ReceivedNotifications = ReturnType<typeof createReceivedNotifications>;
