import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Tx } from './client';

/**
 * A transaction a whole request runs in (an idempotent write, ADR 23): every query the
 * request's services make through `db` goes to it, their own transactions become savepoints
 * inside it, and what they publish waits for its commit.
 */
export interface AmbientTransaction {
  tx: Tx;
  /** Run once the transaction has committed (never after a rollback). */
  afterCommit: (() => void)[];
}

const storage = new AsyncLocalStorage<AmbientTransaction>();

/** Runs `work` with `ambient` as the transaction every `db` query of it joins. */
export function runInAmbientTransaction<T>(ambient: AmbientTransaction, work: () => T): T {
  return storage.run(ambient, work);
}

/** Runs `work` outside any ambient transaction (shared caches must never read uncommitted rows). */
export function outsideAmbientTransaction<T>(work: () => T): T {
  return storage.exit(work);
}

export const currentAmbientTransaction = (): AmbientTransaction | undefined => storage.getStore();

/**
 * The database as services see it: the ambient transaction when one is open, else the pool.
 * A transaction's API is the database's (its `transaction()` opens a savepoint), so services
 * need not know whether they run inside a request's transaction.
 */
export function ambientAware(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const executor: object = storage.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(executor, property, executor);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(executor) : value;
    },
  });
}
