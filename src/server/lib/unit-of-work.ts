import type { Database, Tx } from '../db/client';
import type { DomainEvent, EventBus } from '../realtime/event-bus';

/**
 * Runs a use case in one transaction and publishes its events only after the commit, so
 * no screen ever hears of a change that was rolled back.
 */
export async function inTransaction<T>(
  db: Database,
  events: EventBus,
  work: (tx: Tx, outbox: DomainEvent[]) => Promise<T>,
): Promise<T> {
  const outbox: DomainEvent[] = [];
  const result = await db.transaction((tx) => work(tx, outbox));
  for (const event of outbox) events.publish(event);
  return result;
}
