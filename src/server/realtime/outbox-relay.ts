import type { Database } from '../db/client';
import type { EventBus } from './event-bus';
import { lockPendingOutboxEvents, markOutboxDispatched } from './outbox.repository';

export interface OutboxRelayOptions {
  /** How often to look for undispatched events. */
  intervalMs?: number;
  /**
   * Events younger than this are left to the instance that committed them (it publishes its
   * own at once); older ones were orphaned by a crash or a failed mark.
   */
  graceMs?: number;
  batchSize?: number;
}

export interface OutboxRelay {
  /** Publishes every orphaned event now; returns how many. */
  drain(): Promise<number>;
  /**
   * Stops the timer and waits for a drain under way to finish its batch (no batch starts after),
   * so the app can close its pool without a transaction still asking for a connection.
   */
  stop(): Promise<void>;
}

/**
 * Publishes outbox events their committing instance did not (it died between commit and
 * publish, or could not mark them). Each batch is locked with SKIP LOCKED, so with N instances
 * every event is published by one of them; published before it is marked, so a crash repeats
 * it rather than losing it (at least once).
 */
export function startOutboxRelay(
  db: Database,
  events: EventBus,
  { intervalMs = 2_000, graceMs = 5_000, batchSize = 200 }: OutboxRelayOptions = {},
): OutboxRelay {
  let running: Promise<number> | undefined;
  let stopped = false;

  async function drainOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const pending = await lockPendingOutboxEvents(tx, new Date(Date.now() - graceMs), batchSize);
      for (const { event } of pending) events.publish(event);
      await markOutboxDispatched(
        tx,
        pending.map((p) => p.id),
        new Date(),
      );
      return pending.length;
    });
  }

  async function drainAll(): Promise<number> {
    let total = 0;
    while (!stopped) {
      const count = await drainOnce();
      total += count;
      if (count < batchSize) break;
    }
    return total;
  }

  const drain = () => {
    running ??= drainAll().finally(() => {
      running = undefined;
    });
    return running;
  };

  // A database outage only delays events: the next tick tries again, and the outage is
  // reported once, not every tick.
  let failing = false;
  const timer = setInterval(() => {
    drain().then(
      () => {
        failing = false;
      },
      (error: unknown) => {
        if (!failing) events.reportError(error);
        failing = true;
      },
    );
  }, intervalMs);
  timer.unref();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
