/**
 * Every mutation publishes one event here after its transaction commits (architecture §5).
 * The realtime server fans them out to sockets; other subscribers (notifications, metrics)
 * may listen too. Payload shape from the realtime spec: {type, action, id, data, at}.
 */
export type RealtimeTopic =
  'work_orders' | 'equipment' | 'inventory' | 'pm' | 'users' | 'notifications' | 'system';

export interface DomainEvent {
  topic: RealtimeTopic;
  /** Entity kind, e.g. "work_order", "user". */
  type: string;
  action: 'created' | 'updated' | 'deleted' | string;
  id: string;
  data: Record<string, unknown>;
  at: string;
  organizationId: string | null;
  /** Warehouse room the event goes to; null for organization- or user-wide events. */
  warehouseId: string | null;
  /** For events meant for particular users only (their own notifications). */
  userIds?: string[];
}

export type EventListener = (event: DomainEvent) => void;

export interface EventBus {
  publish(event: DomainEvent): void;
  subscribe(listener: EventListener): () => void;
}

export function createEventBus(onListenerError: (error: unknown) => void): EventBus {
  const listeners = new Set<EventListener>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An event of a mutation made by `actor` in its current warehouse. */
export function mutationEvent(
  actor: { organizationId: string; warehouseId: string | null },
  event: Pick<DomainEvent, 'topic' | 'type' | 'action' | 'id' | 'data'>,
  at: Date,
): DomainEvent {
  return {
    ...event,
    at: at.toISOString(),
    organizationId: actor.organizationId,
    warehouseId: actor.warehouseId,
  };
}
