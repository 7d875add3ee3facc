import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeEvent, RealtimeTopicName } from '@shared/realtime';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { isNotificationDisplayed } from '@web/lib/notifications/display-rule';
import { showNotificationToast, showSystemAlertToast } from '@web/lib/notifications/notification-toasts';
import {
  notificationPreferencesKey,
  useNotificationPreferences,
} from '@web/lib/notifications/notification-preferences';
import { notificationsKey } from '@web/lib/notifications/notifications-key';
import { requestKeys } from '@web/components/requests/query-keys';
import { requestPortalKey } from '@web/components/request-portal/query-keys';
import { createInvalidationBatcher } from '@web/lib/realtime/invalidation-batcher';
import { pullAfterServerChange } from '@web/lib/replica/replica-triggers';
import type { RealtimeClient } from '@web/lib/realtime/realtime-client';
import { boardsShowEvent } from '@web/features/planning/api/boards-show-event';
import { planningKey } from '@web/lib/planning/planning-key';
import { announce } from '@web/lib/announce';
import { useT } from '@web/lib/i18n/use-t';
import { appMessages } from '../messages';
import { createOrderChangeAnnouncer } from './order-change-announcer';
import { queryKeysForEvent } from './query-keys-for-event';

/**
 * What the socket's messages do to the open screens: changes refresh the queries they touch
 * (coalesced), the user's notifications raise a toast unless their preferences keep it quiet,
 * and the bell follows every change of its count. Someone else's change to an order on screen
 * is said aloud (ADR 67).
 */
export function useRealtimeSync(client: RealtimeClient): void {
  const queryClient = useQueryClient();
  const t = useT(appMessages);
  // Read when an announcement is made: a language switch does not reconnect the listener.
  const texts = useRef(t);
  useEffect(() => {
    texts.current = t;
  }, [t]);
  // Loaded once so the display rule can apply; Settings keeps the cached answer current.
  useNotificationPreferences();

  useEffect(() => {
    const batcher = createInvalidationBatcher((queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });
    const announcer = createOrderChangeAnnouncer(queryClient, (foNumbers) => {
      const [first] = foNumbers;
      announce(
        foNumbers.length === 1 && first
          ? texts.current('realtime.orderUpdated', { foNumber: first })
          : texts.current('realtime.ordersUpdated', { count: foNumbers.length }),
      );
    });
    const isDisplayed = (type: string) =>
      isNotificationDisplayed(
        type,
        queryClient.getQueryData<NotificationPreference[]>(notificationPreferencesKey),
        new Date(),
      );

    // The planning board is read again only if, when the window closes, it does not show the
    // change already (the planner's own move, saved meanwhile): a fortnight is 1,500 cards.
    const addEvent = (event: RealtimeEvent, topic?: RealtimeTopicName) => {
      const keys = queryKeysForEvent(event, topic);
      const isPlanning = (key: QueryKey) => key[0] === planningKey[0];
      batcher.add(keys.filter((key) => !isPlanning(key)));
      batcher.add(keys.filter(isPlanning), () => !boardsShowEvent(queryClient, event));
      announcer.add(event);
    };

    const stopListening = client.onMessage((message) => {
      // Whatever the server announces, the device's copy follows it (ADR 42).
      if (message.event !== 'warehouse_notification') pullAfterServerChange();
      switch (message.event) {
        case 'notification':
          batcher.add([notificationsKey]);
          if (isDisplayed(message.notification.type)) showNotificationToast(message.notification);
          break;
        case 'system_alert':
          batcher.add([notificationsKey]);
          if (isDisplayed(message.notification.type)) showSystemAlertToast(message.notification);
          break;
        case 'warehouse_notification':
          // Informational: each addressee also receives its own `notification`.
          break;
        case 'real_time_update':
        case 'warehouse_update':
          addEvent(message.update);
          break;
        case 'request_update':
          // Whatever its payload names, a request came or was triaged: the triage list, the
          // navigation's count and the panels of the orders it became or joined follow it.
          batcher.add([requestKeys.all]);
          // The portal turned off or given a new link: labels printed from now on follow it.
          if (message.update.type === 'request_portal') batcher.add([requestPortalKey]);
          break;
        case 'topic_update':
          addEvent(message.update, message.topic);
          break;
        case 'resync':
          batcher.dispose();
          announcer.dispose();
          void queryClient.invalidateQueries();
          break;
      }
    });
    return () => {
      stopListening();
      batcher.dispose();
      announcer.dispose();
    };
  }, [client, queryClient]);
}
