/**
 * Every mutation's events reach the listeners here once its transaction has committed
 * (architecture §5): they are written to the outbox in the transaction and published from
 * it (lib/unit-of-work.ts, realtime/outbox-relay.ts), never straight from a service. The
 * realtime server fans them out to sockets; other subscribers (caches, push) listen too.
 * Payload shape from the realtime spec: {type, action, id, data, at}.
 */
export const REALTIME_TOPICS = [
  'work_orders',
  'equipment',
  'inventory',
  'pm',
  'requests',
  'users',
  'notifications',
  'system',
] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

export const isRealtimeTopic = (value: string): value is RealtimeTopic =>
  (REALTIME_TOPICS as readonly string[]).includes(value);

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
  /**
   * A notification that is stored and counted but not pushed: its type is off in the user's
   * preferences or it arrived in their quiet hours.
   */
  silent?: boolean;
}

export type EventListener = (event: DomainEvent) => void;

export interface SubscribeOptions {
  /**
   * Also hear events published on other instances (relayed through Redis). For state every
   * instance keeps, like caches; fan-out that already reaches every instance (sockets through
   * the Redis adapter, web push) listens to its own instance's events only.
   */
  everyInstance?: boolean;
}

export interface EventBus {
  /** An event of this instance, after its transaction committed (outbox delivery only). */
  publish(event: DomainEvent): void;
  /** An event another instance published. */
  receiveRemote(event: DomainEvent): void;
  subscribe(listener: EventListener, options?: SubscribeOptions): () => void;
  /** Where delivery problems are reported (a failing listener, an outbox row not marked). */
  reportError(error: unknown): void;
}

export function createEventBus(onListenerError: (error: unknown) => void): EventBus {
  const listeners = new Map<EventListener, SubscribeOptions>();
  const deliver = (event: DomainEvent, remote: boolean) => {
    for (const [listener, options] of listeners) {
      if (remote && !options.everyInstance) continue;
      try {
        listener(event);
      } catch (error) {
        onListenerError(error);
      }
    }
  };
  return {
    publish: (event) => deliver(event, false),
    receiveRemote: (event) => deliver(event, true),
    subscribe(listener, options = {}) {
      listeners.set(listener, options);
      return () => listeners.delete(listener);
    },
    reportError: onListenerError,
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

/**
 * An event of a person's own account (sign-in, sign-out, MFA, password, push devices). It goes
 * to that person's room only; an ended session makes every instance re-check their sockets.
 */
export function accountEvent(
  user: { id: string; organizationId: string },
  event: { type: 'session' | 'account'; action: string; id: string },
  at: Date,
): DomainEvent {
  return {
    topic: 'users',
    ...event,
    data: {},
    at: at.toISOString(),
    organizationId: user.organizationId,
    warehouseId: null,
    userIds: [user.id],
  };
}

/** An event of a person's own account or sessions: it changes no warehouse's data. */
export const isAccountEvent = (event: DomainEvent) => event.type === 'session' || event.type === 'account';
