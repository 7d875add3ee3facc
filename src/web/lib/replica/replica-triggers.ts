import { REPLICA_POLL_MS } from '@shared/constants';
import type { ChangeQueue } from '../offline/change-queue';
import type { ReplicaSync } from './replica-sync';

/** Realtime events come in bursts: one pull a moment after the last of them. */
export const SERVER_CHANGE_PULL_DELAY_MS = 1_000;

let onServerChange: (() => void) | null = null;

/** A realtime event said something changed on the server: the copy follows a moment later. */
export function pullAfterServerChange(): void {
  onServerChange?.();
}

/**
 * What brings the copy up to date without the person asking (ADR 42): the first run (fill or
 * catch-up), a poll every REPLICA_POLL_MS, the connection's return, realtime events
 * (pullAfterServerChange), and a queued change the server accepted. Returns the stop function.
 */
export function startReplicaTriggers(sync: ReplicaSync, queue: Pick<ChangeQueue, 'onOutcome'>): () => void {
  let delayed: ReturnType<typeof setTimeout> | undefined;
  const pull = () => {
    if (navigator.onLine) void sync.sync();
  };
  const pullSoon = () => {
    clearTimeout(delayed);
    delayed = setTimeout(pull, SERVER_CHANGE_PULL_DELAY_MS);
  };
  const poll = setInterval(pull, REPLICA_POLL_MS);
  const stopOutcomes = queue.onOutcome((outcome) => {
    if (outcome.kind === 'synced') pullSoon();
  });
  window.addEventListener('online', pullSoon);
  onServerChange = pullSoon;
  void sync.start();
  return () => {
    clearTimeout(delayed);
    clearInterval(poll);
    stopOutcomes();
    window.removeEventListener('online', pullSoon);
    if (onServerChange === pullSoon) onServerChange = null;
  };
}
