import { openDB, type IDBPDatabase } from 'idb';
import { REPLICA_COLLECTIONS, type ReplicaCollection } from '@shared/schemas/sync';

/**
 * The device's copy on disk (ADR 42): one IndexedDB object store per collection (records under
 * their id), the server's derived views (the PM calendar's months, dashboard figures) under their
 * name, and the copy's own state. Survives reloads and restarts; deleted at sign-out.
 */
export const REPLICA_DB_NAME = 'fieldwork-replica';
const VIEWS = 'views';
const META = 'meta';

export interface StoredView {
  key: string;
  body: unknown;
  /** When the server answered it (ms, server clock). */
  at: number;
}

/** Whose copy it is, where the feed goes on, and what the person is told about it. */
export interface ReplicaMeta {
  userId: string;
  warehouseId: string;
  /** The change feed's cursor; null until a fill has completed. */
  cursor: string | null;
  /** When the copy last matched the server (ms, device clock). */
  syncedAt: number | null;
  /** The server's clock minus the device's, measured at the last sync (ms). */
  clockOffsetMs: number;
}

export interface ReplicaDb {
  getAll(collection: ReplicaCollection): Promise<unknown[]>;
  /** How many records a collection holds, without reading them. */
  count(collection: ReplicaCollection): Promise<number>;
  /** Writes and deletes of one page in one transaction: a copy never holds half a page. */
  apply(
    changes: {
      collection: ReplicaCollection;
      puts: [string, unknown][];
      deletes: string[];
      clear?: boolean;
    }[],
  ): Promise<void>;
  getView(key: string): Promise<StoredView | undefined>;
  putView(view: StoredView): Promise<void>;
  getMeta(): Promise<ReplicaMeta | undefined>;
  putMeta(meta: ReplicaMeta): Promise<void>;
  /** Empties every store (sign-out, another person or warehouse, a resync). */
  clear(): Promise<void>;
  close(): void;
}

/** `name`: tests open a database of their own. */
export function openReplicaDb(name = REPLICA_DB_NAME): ReplicaDb {
  let opened: Promise<IDBPDatabase> | null = null;
  const db = () => {
    opened ??= openDB(name, 1, {
      upgrade(database) {
        for (const collection of REPLICA_COLLECTIONS) database.createObjectStore(collection);
        database.createObjectStore(VIEWS, { keyPath: 'key' });
        database.createObjectStore(META);
      },
      // Another tab deleting the database (sign-out) must not wait on this connection.
      blocking() {
        void opened?.then((open) => open.close());
        opened = null;
      },
    });
    return opened;
  };

  return {
    async getAll(collection) {
      return (await db()).getAll(collection);
    },
    async count(collection) {
      return (await db()).count(collection);
    },
    async apply(changes) {
      const stores = [...new Set(changes.map((c) => c.collection))];
      if (stores.length === 0) return;
      const tx = (await db()).transaction(stores, 'readwrite');
      const writes: Promise<unknown>[] = [];
      for (const change of changes) {
        const store = tx.objectStore(change.collection);
        if (change.clear) writes.push(store.clear());
        for (const id of change.deletes) writes.push(store.delete(id));
        for (const [id, record] of change.puts) writes.push(store.put(record, id));
      }
      await Promise.all([...writes, tx.done]);
    },
    async getView(key) {
      return (await (await db()).get(VIEWS, key)) as StoredView | undefined;
    },
    async putView(view) {
      await (await db()).put(VIEWS, view);
    },
    async getMeta() {
      return (await (await db()).get(META, 'state')) as ReplicaMeta | undefined;
    },
    async putMeta(meta) {
      await (await db()).put(META, meta, 'state');
    },
    async clear() {
      const database = await db();
      const names = [...REPLICA_COLLECTIONS, VIEWS, META];
      const tx = database.transaction(names, 'readwrite');
      await Promise.all([...names.map((n) => tx.objectStore(n).clear()), tx.done]);
    },
    close() {
      void opened?.then((open) => open.close());
      opened = null;
    },
  };
}
