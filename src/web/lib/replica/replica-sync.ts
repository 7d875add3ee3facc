import { REPLICA_CLOSED_DAYS } from '@shared/constants';
import {
  REPLICA_COLLECTIONS,
  type ChangesPage,
  type ReplicaCollection,
  type SnapshotPage,
} from '@shared/schemas/sync';
import { isInWorkingSet } from '@shared/work-order-rules';
import { errorMessage } from '../api-client';
import { serverClock } from '../server-clock';
import type { ReplicaMeta } from './replica-db';
import type { Replica } from './replica';
import { replicaViews } from './replica-views';

/** Where the copy stands, as the header and the changes dialog tell it. */
export interface ReplicaStatus {
  phase: 'off' | 'filling' | 'ready' | 'error';
  /** Records on the device (during a fill: received so far). */
  records: number;
  /** When the copy last matched the server (device clock, ms). */
  syncedAt: number | null;
  /** Why the last fill or sync failed, while it has not succeeded since. */
  error: string | null;
}

export interface ReplicaIdentity {
  userId: string;
  warehouseId: string;
}

export interface ReplicaSyncDeps {
  replica: Replica;
  /** A GET to the server itself (never answered from the copy). */
  fetchJson: <T>(path: string) => Promise<T>;
  /** A whole list from the server, page after page. */
  fetchAll: <T>(path: string) => Promise<T[]>;
  identity: () => ReplicaIdentity | null;
  now?: () => number;
  /** Whether asking the server is worth it (the browser's own belief by default). */
  isOnline?: () => boolean;
}

/** Records a fill asks for per page: work orders come with their details, so fewer. */
const FILL_PAGE: Record<ReplicaCollection, number> = {
  'work-orders': 500,
  equipment: 2_000,
  parts: 5_000,
  vendors: 5_000,
  'pm-templates': 5_000,
  downtime: 5_000,
  profiles: 5_000,
  notifications: 5_000,
};

/** Server-computed figures are asked for again at most this often while changes arrive. */
const VIEWS_REFRESH_MS = 60_000;
/** Closed orders that aged out of the working set are dropped at most this often. */
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Keeps the device's copy of the working set (ADR 42): fills it from the snapshots after sign-in
 * (or when the feed says the cursor is too old), then follows the change feed. One run at a time;
 * a request during a run makes one more run after it.
 */
export function createReplicaSync(deps: ReplicaSyncDeps) {
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const { replica } = deps;
  const listeners = new Set<() => void>();
  let status: ReplicaStatus = { phase: 'off', records: 0, syncedAt: null, error: null };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let viewsAt = 0;
  let prunedAt = 0;

  function publish(next: Partial<ReplicaStatus>): void {
    status = { ...status, ...next };
    listeners.forEach((listener) => listener());
  }

  /** A view the person may not read (or that failed) is left as it was: the others still count. */
  async function refreshViews(): Promise<void> {
    viewsAt = now();
    await Promise.allSettled(
      replicaViews(new Date(now() + serverClock.offsetMs())).map(async ({ key, path, whole }) => {
        const body = whole ? await deps.fetchAll<unknown>(path) : await deps.fetchJson<unknown>(path);
        await replica.putView({ key, body, at: now() + serverClock.offsetMs() });
      }),
    );
  }

  async function fill(identity: ReplicaIdentity): Promise<ReplicaMeta> {
    publish({ phase: 'filling', records: 0, error: null });
    // The cursor first: whatever changes while the pages come in is in the feed after it.
    const sentAt = now();
    const start = await deps.fetchJson<ChangesPage>('/api/sync/changes');
    measureClock(start, sentAt);
    await replica.clear();
    let received = 0;
    const snapshotPage = (collection: ReplicaCollection, after: string | null) => {
      const query = new URLSearchParams({ limit: String(FILL_PAGE[collection]) });
      if (after) query.set('after', after);
      return deps.fetchJson<SnapshotPage>(`/api/sync/snapshot/${collection}?${query.toString()}`);
    };
    // Each page is asked for as soon as the one before has named it, while that one is written.
    const copy = async (collection: ReplicaCollection) => {
      let page = await snapshotPage(collection, null);
      for (;;) {
        if (stopped) throw new Error('stopped');
        const next = page.next ? snapshotPage(collection, page.next) : null;
        // Awaited below; until then a failure must not count as unhandled.
        next?.catch(() => undefined);
        await replica.apply({ upserts: page.upserts });
        received += page.upserts[collection]?.length ?? 0;
        publish({ records: received });
        if (!next) return;
        page = await next;
      }
    };
    // Two lanes: the work orders, the largest by far, beside everything else and the views.
    await Promise.all([
      copy('work-orders'),
      (async () => {
        for (const collection of REPLICA_COLLECTIONS)
          if (collection !== 'work-orders') await copy(collection);
      })(),
      refreshViews(),
    ]);
    const meta: ReplicaMeta = {
      ...identity,
      cursor: start.cursor,
      syncedAt: now(),
      clockOffsetMs: serverClock.offsetMs(),
    };
    await replica.putMeta(meta);
    return meta;
  }

  /** The server answered between `sentAt` and now: its time is taken as the middle of that. */
  function measureClock(page: Pick<ChangesPage, 'serverTime'>, sentAt: number): void {
    serverClock.measure(page.serverTime, (sentAt + now()) / 2);
  }

  async function prune(): Promise<void> {
    prunedAt = now();
    const today = new Date(now() + serverClock.offsetMs());
    const aged = (await replica.all('work-orders'))
      .filter((bundle) => !isInWorkingSet(bundle.order, today, REPLICA_CLOSED_DAYS))
      .map((bundle) => bundle.order.id);
    if (aged.length > 0) await replica.apply({ upserts: {}, deletes: { 'work-orders': aged } });
  }

  /** Reads the feed until it has nothing more; a cursor the feed no longer keeps refills. */
  async function follow(meta: ReplicaMeta, identity: ReplicaIdentity): Promise<void> {
    let current = meta;
    let changed = false;
    for (;;) {
      const since = current.cursor ? `?since=${encodeURIComponent(current.cursor)}` : '';
      const sentAt = now();
      const page = await deps.fetchJson<ChangesPage>(`/api/sync/changes${since}`);
      if (stopped) return;
      if (page.resync) {
        current = await fill(identity);
        continue;
      }
      measureClock(page, sentAt);
      await replica.apply({
        upserts: page.upserts,
        deletes: page.deletes,
        replaced: page.notificationsReplaced ? ['notifications'] : [],
      });
      changed ||= page.events > 0;
      current = { ...current, cursor: page.cursor, syncedAt: now(), clockOffsetMs: serverClock.offsetMs() };
      await replica.putMeta(current);
      if (!page.hasMore) break;
    }
    if (changed && now() - viewsAt > VIEWS_REFRESH_MS) await refreshViews();
    if (now() - prunedAt > PRUNE_EVERY_MS) await prune();
    publish({ phase: 'ready', records: await replica.count(), syncedAt: current.syncedAt, error: null });
  }

  async function runOnce(): Promise<void> {
    const identity = deps.identity();
    if (!identity) return;
    let meta = await replica.meta();
    const isTheirs = meta?.userId === identity.userId && meta.warehouseId === identity.warehouseId;
    if (!meta || !isTheirs || !meta.cursor) {
      meta = await fill(identity);
    } else if (status.phase === 'off') {
      // A copy from an earlier visit: usable at once, brought up to date below.
      serverClock.restore(meta.clockOffsetMs);
      publish({ phase: 'ready', records: await replica.count(), syncedAt: meta.syncedAt });
    }
    // Offline the copy stands as it is; the connection's return brings it up to date.
    if (isOnline()) await follow(meta, identity);
  }

  /** Brings the copy up to date (filling it first when there is none); one run at a time. */
  function sync(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          if (stopped) return;
          const message = errorMessage(error, 'the server could not be reached');
          publish({ phase: status.phase === 'filling' ? 'error' : status.phase, error: message });
          return;
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Starts keeping the signed-in person's copy; the first run fills or catches up. */
    start(): Promise<void> {
      stopped = false;
      return sync();
    },
    sync,
    /** Stops after the current request; `clear` also deletes the copy (sign-out). */
    async stop({ clear = false }: { clear?: boolean } = {}): Promise<void> {
      stopped = true;
      await running?.catch(() => undefined);
      if (clear) await replica.clear();
      publish({ phase: 'off', records: 0, syncedAt: null, error: null });
    },
    getStatus: (): ReplicaStatus => status,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ReplicaSync = ReturnType<typeof createReplicaSync>;
