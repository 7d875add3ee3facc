import { apiErrorFrom } from '../api-client';
import type { ChangeAction } from './change-action';
import { isTempId } from './temp-ids';
import { libText } from '../lib-texts';
import type { ChangeStore, QueuedFile } from './change-store';
import {
  awaitedTempIds,
  ChangeReplayer,
  recordKeys,
  type ReplayOutcome,
  type ReplayTransport,
  type SyncReport,
} from './change-replayer';

/** What a screen hands in: the change, and the record to show until the server answers. */
export type NewChange = Pick<
  ChangeAction,
  'type' | 'table' | 'data' | 'recordId' | 'parentId' | 'baseVersion' | 'label' | 'wording' | 'optimistic'
>;

export type SubmitResult = { status: 'sent'; data: unknown } | { status: 'queued'; action: ChangeAction };

export interface QueueSnapshot {
  userId: string | null;
  /** The signed-in person's actions, oldest first. */
  actions: readonly ChangeAction[];
  isSyncing: boolean;
}

export interface ChangeQueueDeps {
  store: ChangeStore;
  transport: ReplayTransport;
  isOnline: () => boolean;
  currentUserId: () => string | null;
  now?: () => number;
  newId?: () => string;
  /** The moment a change is made, as the server's clock says it (lib/server-clock). */
  occurredAt?: () => string;
}

type Waiter = (outcome: ReplayOutcome) => void;

/**
 * The one path every change takes (ADR 31): written to IndexedDB first, then sent in order
 * by the replayer, online as well as offline, so a request that dies half-way loses nothing.
 * A change the person is waiting for (a dialog's Save) gets the server's answer — or, when
 * the server cannot be reached, the word that it is queued and the record to show meanwhile.
 */
export function createChangeQueue(deps: ChangeQueueDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const waiters = new Map<string, Waiter>();
  const outcomeListeners = new Set<(outcome: ReplayOutcome, isForeground: boolean) => void>();
  const snapshotListeners = new Set<() => void>();
  let snapshot: QueueSnapshot = { userId: null, actions: [], isSyncing: false };
  let lastTimestamp = 0;

  const replayer = new ChangeReplayer({
    store: deps.store,
    transport: deps.transport,
    isOnline: deps.isOnline,
    isSignedIn: (userId) => deps.currentUserId() === userId,
    now,
    onOutcome: (outcome) => {
      const waiter = waiters.get(outcome.action.id);
      waiters.delete(outcome.action.id);
      waiter?.(outcome);
      outcomeListeners.forEach((listener) => listener(outcome, waiter !== undefined));
    },
  });

  function publish(next: Partial<QueueSnapshot>): void {
    snapshot = { ...snapshot, ...next };
    snapshotListeners.forEach((listener) => listener());
  }

  async function refresh(): Promise<QueueSnapshot> {
    const userId = deps.currentUserId();
    const actions = userId ? await deps.store.list(userId) : [];
    publish({ userId, actions });
    return snapshot;
  }

  async function sync(options: { force?: boolean; ignoreBackoff?: boolean } = {}): Promise<SyncReport> {
    const userId = deps.currentUserId();
    if (!userId) return { skipped: 'empty', synced: 0, attention: 0, remaining: 0 };
    publish({ isSyncing: true });
    try {
      return await replayer.sync(userId, options);
    } finally {
      publish({ isSyncing: replayer.isRunning });
      await refresh();
    }
  }

  /** Runs a sync that includes actions made up to now, waiting out a run already going. */
  async function syncIncluding(): Promise<void> {
    for (;;) {
      await replayer.settled();
      const report = await sync({ ignoreBackoff: true });
      if (report.skipped !== 'running') return;
    }
  }

  /**
   * Deleting a record that exists only on this device: its create (and what hangs on it) is
   * dropped instead, so the server never sees it come and go.
   */
  async function deleteUnsent(change: NewChange, userId: string): Promise<SubmitResult | null> {
    // A run under way may be sending that create right now: then the delete follows it instead.
    if (change.type !== 'delete' || !isTempId(change.recordId) || replayer.isRunning) return null;
    const create = (await deps.store.list(userId)).find(
      (action) => action.type === 'create' && action.recordId === change.recordId,
    );
    // Sent once already, its answer lost on the way: the server may have it, so the delete must go.
    const maybeOnServer = create?.state === 'pending' && create.attempts > 0;
    if (!create || maybeOnServer) return null;
    await refresh();
    await discard(create.id);
    return { status: 'sent', data: undefined };
  }

  function newAction(change: NewChange, userId: string, newest: number, file?: QueuedFile): ChangeAction {
    lastTimestamp = Math.max(now(), lastTimestamp + 1, newest + 1);
    return {
      ...change,
      id: newId(),
      timestamp: lastTimestamp,
      occurredAt: deps.occurredAt?.() ?? new Date(now()).toISOString(),
      userId,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      hasFile: file !== undefined,
    };
  }

  /**
   * Online, with nothing of this person's waiting on the device (as read since this page
   * opened) and no file or unsent record to wait for, a change need not queue behind its own
   * write (ADR 58).
   */
  function mayGoAlone(change: NewChange, userId: string, file?: QueuedFile): boolean {
    const waiting = snapshot.actions.some((action) => action.state === 'pending');
    const needsTempIds = awaitedTempIds(change).size > 0;
    return deps.isOnline() && snapshot.userId === userId && !waiting && !file && !needsTempIds;
  }

  /** Written and sent side by side; false when a run began meanwhile (the change was not taken). */
  async function sendAlone(action: ChangeAction): Promise<boolean> {
    try {
      const report = await replayer.sendAlone(action, async () => {
        publish({ actions: [...snapshot.actions, action], isSyncing: true });
        await deps.store.put(action);
      });
      return report !== null;
    } finally {
      // Also when the write failed: the header must not say "syncing" for ever.
      publish({ isSyncing: replayer.isRunning });
      await refresh();
    }
  }

  async function submit(change: NewChange, file?: QueuedFile): Promise<SubmitResult> {
    const userId = deps.currentUserId();
    if (!userId) throw new Error(libText('offline.signInToSave'));
    const dropped = await deleteUnsent(change, userId);
    if (dropped) return dropped;
    // Replay order is timestamp order: after the newest action on the device, also one a
    // reload or another tab made within the same millisecond.
    const alone = mayGoAlone(change, userId, file);
    const newest = alone
      ? Math.max(0, ...snapshot.actions.map((queued) => queued.timestamp))
      : await deps.store.lastTimestamp(userId);
    const action = newAction(change, userId, newest, file);
    const outcome = new Promise<ReplayOutcome | null>((resolve) => waiters.set(action.id, resolve));
    try {
      if (!alone || !(await sendAlone(action))) {
        await deps.store.put(action, file);
        await refresh();
        if (deps.isOnline()) await syncIncluding();
      }
    } catch (error) {
      // Neither written nor sent (the device's storage failed): the caller hears why.
      waiters.delete(action.id);
      throw error;
    }
    // Not reached in this run (offline, or an older change is waiting on the network): queued.
    const reached = waiters.has(action.id) ? null : await outcome;
    waiters.delete(action.id);
    if (!reached || reached.kind === 'queued') return { status: 'queued', action };
    if (reached.kind === 'synced') return { status: 'sent', data: reached.data };
    // Refused while the person is still looking at the form: the form shows why, nothing stays queued.
    await deps.store.remove(action.id);
    await refresh();
    const failure = reached.action.lastError;
    throw apiErrorFrom(failure?.status ?? 0, failure?.text ?? '');
  }

  /** Drops an action, and the ones that needed the record it would have created. */
  async function discard(actionId: string): Promise<void> {
    const action = snapshot.actions.find((candidate) => candidate.id === actionId);
    if (!action) return;
    await deps.store.remove(action.id);
    if (action.type === 'create' && action.recordId) {
      const recordId = action.recordId;
      // What names the record it would have created (its parent, an id in its body) cannot go either.
      const dependents = snapshot.actions.filter(
        (other) => other.id !== action.id && recordKeys(other).has(recordId),
      );
      for (const dependent of dependents) await deps.store.remove(dependent.id);
    }
    await refresh();
  }

  return {
    submit,
    sync,
    refresh,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void): () => void {
      snapshotListeners.add(listener);
      return () => snapshotListeners.delete(listener);
    },
    /** Hears each change the replayer settles; `isForeground` when a screen was waiting for it. */
    onOutcome(listener: (outcome: ReplayOutcome, isForeground: boolean) => void): () => void {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    /**
     * "Needs attention" → back in line, optionally with changed data or a new base version. It
     * goes as a new request (a new id, so a new Idempotency-Key): under the old key the server
     * would replay its refusal (ADR 23). Its place in the line is kept.
     */
    async retry(actionId: string, patch: Partial<Pick<ChangeAction, 'data' | 'baseVersion'>> = {}) {
      const action = snapshot.actions.find((candidate) => candidate.id === actionId);
      if (!action) return;
      const file = action.hasFile ? await deps.store.file(action.id) : undefined;
      await deps.store.put(
        {
          ...action,
          ...patch,
          id: newId(),
          lastError: undefined,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: 0,
        },
        file,
      );
      await deps.store.remove(action.id);
      await refresh();
      await syncIncluding();
    },
    discard,
    /** The server id a temp- id became once its create synced, if it has. */
    async serverIdFor(tempId: string): Promise<string | null> {
      const userId = deps.currentUserId();
      if (!userId) return null;
      return (await deps.store.serverIds(userId)).get(tempId) ?? null;
    },
  };
}

export type ChangeQueue = ReturnType<typeof createChangeQueue>;
