import { SERVER_EVENTS, TOPIC_EVENTS, type RealtimeEvent, type ServerEventName } from '../../shared/realtime';
import type { DomainEvent } from './event-bus';

export const userRoom = (userId: string) => `user:${userId}`;
export const warehouseRoom = (warehouseId: string) => `warehouse:${warehouseId}`;
export const topicRoom = (warehouseId: string, topic: string) => `warehouse:${warehouseId}:${topic}`;

/** One socket emit: an event name and its payload for a room (less the sockets of `except`). */
export interface Emit {
  room: string;
  except?: string;
  event: ServerEventName;
  payload: unknown;
}

const payloadOf = (e: DomainEvent): RealtimeEvent => ({
  type: e.type,
  action: e.action,
  id: e.id,
  // A person's record is not every colleague's business: screens refetch what they may see.
  data: e.topic === 'users' ? {} : e.data,
  at: e.at,
});

function notificationEmits(e: DomainEvent): Emit[] {
  if (e.type === 'warehouse_notification') {
    return e.warehouseId
      ? [{ room: warehouseRoom(e.warehouseId), event: SERVER_EVENTS.warehouseNotification, payload: e.data }]
      : [];
  }
  const bellRefresh: RealtimeEvent = { type: 'notification', action: e.action, id: e.id, data: {}, at: e.at };
  return (e.userIds ?? []).flatMap((userId) => {
    const room = userRoom(userId);
    const emits: Emit[] = [{ room, event: SERVER_EVENTS.realTimeUpdate, payload: bellRefresh }];
    if (e.action === 'created' && !e.silent) {
      const event = e.data.type === 'system_alert' ? SERVER_EVENTS.systemAlert : SERVER_EVENTS.notification;
      emits.unshift({ room, event, payload: e.data });
    }
    return emits;
  });
}

/**
 * A work request or the plant's portal (issue 23): the whole warehouse room hears
 * `request_update`, so the triage queue and the badge follow without a topic to join; everyone
 * there may read requests (technicians and up).
 */
function requestEmits(e: DomainEvent): Emit[] {
  return e.warehouseId
    ? [{ room: warehouseRoom(e.warehouseId), event: SERVER_EVENTS.requestUpdate, payload: payloadOf(e) }]
    : [];
}

/**
 * What the sockets hear of a domain event (operations §7): a notification goes to its
 * addressee only (live, or as a quiet bell refresh when preferences hold it back); a change in
 * a warehouse goes to its topic room as `work_order_update` and the like, and to the rest of the
 * warehouse's room as `warehouse_update`. Nothing is ever sent to a room outside the event's
 * warehouse.
 */
export function emitsFor(e: DomainEvent): Emit[] {
  if (e.topic === 'notifications') return notificationEmits(e);
  if (e.topic === 'requests') return requestEmits(e);
  const emits: Emit[] = [];
  const payload = payloadOf(e);
  if (e.warehouseId) {
    const subscribable = e.topic in TOPIC_EVENTS;
    // A socket subscribed to the topic hears it as `work_order_update` and the like; the same
    // change as `warehouse_update` too would only be sent, and handled, twice.
    emits.push({
      room: warehouseRoom(e.warehouseId),
      ...(subscribable ? { except: topicRoom(e.warehouseId, e.topic) } : {}),
      event: SERVER_EVENTS.warehouseUpdate,
      payload: { ...payload, topic: e.topic },
    });
    if (subscribable) {
      const { update } = TOPIC_EVENTS[e.topic as keyof typeof TOPIC_EVENTS];
      emits.push({ room: topicRoom(e.warehouseId, e.topic), event: update, payload });
    }
  }
  for (const userId of e.userIds ?? []) {
    emits.push({ room: userRoom(userId), event: SERVER_EVENTS.realTimeUpdate, payload });
  }
  return emits;
}
