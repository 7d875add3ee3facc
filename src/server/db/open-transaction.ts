import { outsideAmbientTransaction, type AmbientTransaction } from './ambient-transaction';
import type { Database, Tx } from './client';

/** A transaction held open across a request's hooks, ended by whoever holds it. */
export interface OpenTransaction {
  ambient: AmbientTransaction;
  /** Commits, then runs the after-commit work; rejects when the commit failed (nothing was kept). */
  commit(): Promise<void>;
  /** Rolls back; never rejects (an already broken connection has rolled back by itself). */
  rollback(): Promise<void>;
}

/**
 * Opens a transaction on its own pooled connection and hands it out instead of running a
 * callback in it, so a request can begin it in one hook and end it in another.
 */
export async function openTransaction(db: Database): Promise<OpenTransaction> {
  let hand: (tx: Tx) => void = () => undefined;
  let finish: (outcome: 'commit' | 'rollback') => void = () => undefined;
  const handed = new Promise<Tx>((resolve) => (hand = resolve));
  const outcome = new Promise<'commit' | 'rollback'>((resolve) => (finish = resolve));
  const done = outsideAmbientTransaction(() =>
    db.transaction(async (tx) => {
      hand(tx);
      if ((await outcome) === 'rollback') tx.rollback();
    }),
  );
  // BEGIN itself may fail (the database is down): then `done` settles before a tx is handed out.
  const tx = await Promise.race([
    handed,
    done.then(() => {
      throw new Error('The transaction ended before it was handed out');
    }),
  ]);
  const ambient: AmbientTransaction = { tx, afterCommit: [] };
  let ended = false;
  return {
    ambient,
    async commit() {
      if (ended) return;
      ended = true;
      finish('commit');
      await done;
      for (const work of ambient.afterCommit) work();
    },
    async rollback() {
      if (ended) return;
      ended = true;
      finish('rollback');
      await done.catch(() => undefined);
    },
  };
}
