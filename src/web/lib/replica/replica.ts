import {
  REPLICA_COLLECTIONS,
  replicaRecordId,
  type ReplicaCollection,
  type ReplicaDeletes,
  type ReplicaRecord,
  type ReplicaUpserts,
} from '@shared/schemas/sync';
import type { ReplicaDb, ReplicaMeta, StoredView } from './replica-db';

type Table = Map<string, unknown>;

/** What one page of the feed or of a fill changes in the copy. */
export interface ReplicaChanges {
  upserts: ReplicaUpserts;
  deletes?: ReplicaDeletes;
  /** Collections sent whole: what the page does not hold goes. */
  replaced?: readonly ReplicaCollection[];
}

/**
 * The copy as the screens read it (ADR 42): IndexedDB underneath, and each collection held in
 * memory from its first read on, so a query over 30,000 work orders filters an array instead of
 * walking a database. Every write goes to both, so the two never disagree.
 */
export class Replica {
  private readonly tables = new Map<ReplicaCollection, Promise<Table>>();

  constructor(private readonly db: ReplicaDb) {}

  private table(collection: ReplicaCollection): Promise<Table> {
    let table = this.tables.get(collection);
    if (!table) {
      table = this.db.getAll(collection).then((records) => {
        const loaded: Table = new Map();
        for (const record of records) {
          loaded.set(replicaRecordId(collection, record as ReplicaRecord<typeof collection>), record);
        }
        return loaded;
      });
      // A failed read is not remembered: the next one tries the database again.
      table.catch(() => this.tables.delete(collection));
      this.tables.set(collection, table);
    }
    return table;
  }

  async all<C extends ReplicaCollection>(collection: C): Promise<ReplicaRecord<C>[]> {
    return [...(await this.table(collection)).values()] as ReplicaRecord<C>[];
  }

  async get<C extends ReplicaCollection>(collection: C, id: string): Promise<ReplicaRecord<C> | undefined> {
    return (await this.table(collection)).get(id) as ReplicaRecord<C> | undefined;
  }

  /** Records on the device, counted by IndexedDB: nothing is read into memory for it. */
  async count(): Promise<number> {
    const sizes = await Promise.all(REPLICA_COLLECTIONS.map((c) => this.db.count(c)));
    return sizes.reduce((sum, n) => sum + n, 0);
  }

  async apply({ upserts, deletes = {}, replaced = [] }: ReplicaChanges): Promise<void> {
    const changes = REPLICA_COLLECTIONS.flatMap((collection) => {
      const records = (upserts[collection] ?? []) as ReplicaRecord<typeof collection>[];
      const gone = deletes[collection] ?? [];
      const clear = replaced.includes(collection);
      if (records.length === 0 && gone.length === 0 && !clear) return [];
      const puts = records.map((r): [string, unknown] => [replicaRecordId(collection, r), r]);
      return [{ collection, puts, deletes: gone, clear }];
    });
    await this.db.apply(changes);
    for (const change of changes) {
      const cached = this.tables.get(change.collection);
      if (!cached) continue;
      const table = await cached;
      if (change.clear) table.clear();
      for (const id of change.deletes) table.delete(id);
      for (const [id, record] of change.puts) table.set(id, record);
    }
  }

  view(key: string): Promise<StoredView | undefined> {
    return this.db.getView(key);
  }

  putView(view: StoredView): Promise<void> {
    return this.db.putView(view);
  }

  meta(): Promise<ReplicaMeta | undefined> {
    return this.db.getMeta();
  }

  putMeta(meta: ReplicaMeta): Promise<void> {
    return this.db.putMeta(meta);
  }

  /** Forgets everything: on disk and in memory. */
  async clear(): Promise<void> {
    this.tables.clear();
    await this.db.clear();
  }
}
