import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createEventBus } from './event-bus';
import { startOutboxRelay } from './outbox-relay';

/**
 * A database whose every relay transaction finds a full batch and waits to be let go, counting
 * the transactions begun: a backlog as large as the 10,000 events of the sync test.
 */
function backlogDatabase() {
  const state = { begun: 0, release: () => undefined as void };
  const db = {
    transaction: async () => {
      state.begun += 1;
      await new Promise<void>((resolve) => {
        state.release = resolve;
      });
      return 2;
    },
  } as unknown as Database;
  return { db, state };
}

describe('the outbox relay', () => {
  it('stops between batches and lets its stop wait for the batch under way (the app then closes its pool)', async () => {
    const { db, state } = backlogDatabase();
    const relay = startOutboxRelay(
      db,
      createEventBus(() => undefined),
      { intervalMs: 60_000, batchSize: 2 },
    );
    const draining = relay.drain();
    await Promise.resolve();
    expect(state.begun).toBe(1);

    let stopped = false;
    const stopping = relay.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    state.release();
    await stopping;
    await draining;
    expect(stopped).toBe(true);
    // The full batch would have asked for another; after stop none begins.
    expect(state.begun).toBe(1);
  });
});
