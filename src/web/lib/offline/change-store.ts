import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChangeAction } from './change-action';

/**
 * The queue on the device: IndexedDB (the service worker can read it too, and it survives a
 * closed tab and a restarted phone). Three stores: the actions, the files of queued
 * attachments, and the server ids that temp- ids turned into.
 */
interface OfflineSchema extends DBSchema {
  actions: { key: string; value: ChangeAction; indexes: { byUser: [string, number] } };
  files: { key: string; value: { actionId: string; file: Blob; fileName: string } };
  ids: { key: string; value: { tempId: string; serverId: string; userId: string } };
}

export const OFFLINE_DB_NAME = 'fieldwork-offline';

export interface QueuedFile {
  file: Blob;
  fileName: string;
}

export interface ChangeStore {
  /** The user's actions, oldest first. */
  list(userId: string): Promise<ChangeAction[]>;
  /** The newest action's timestamp (0 when none): a new one must come after it, even after a reload. */
  lastTimestamp(userId: string): Promise<number>;
  put(action: ChangeAction, file?: QueuedFile): Promise<void>;
  /** Removes an action and its file. */
  remove(actionId: string): Promise<void>;
  file(actionId: string): Promise<QueuedFile | undefined>;
  serverIds(userId: string): Promise<Map<string, string>>;
  rememberServerId(userId: string, tempId: string, serverId: string): Promise<void>;
}

function userRange(userId: string): IDBKeyRange {
  return IDBKeyRange.bound([userId, 0], [userId, Number.MAX_SAFE_INTEGER]);
}

/** `name`: tests open a database of their own. */
export function openChangeStore(name = OFFLINE_DB_NAME): ChangeStore {
  let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;
  const db = () => {
    opened ??= openDB<OfflineSchema>(name, 1, {
      upgrade(database) {
        const actions = database.createObjectStore('actions', { keyPath: 'id' });
        actions.createIndex('byUser', ['userId', 'timestamp']);
        database.createObjectStore('files', { keyPath: 'actionId' });
        database.createObjectStore('ids', { keyPath: 'tempId' });
      },
    });
    return opened;
  };

  return {
    async list(userId) {
      return (await db()).getAllFromIndex('actions', 'byUser', userRange(userId));
    },
    async lastTimestamp(userId) {
      const index = (await db()).transaction('actions').store.index('byUser');
      const cursor = await index.openCursor(userRange(userId), 'prev');
      return cursor?.value.timestamp ?? 0;
    },
    async put(action, file) {
      const tx = (await db()).transaction(['actions', 'files'], 'readwrite');
      await Promise.all([
        tx.objectStore('actions').put(action),
        file ? tx.objectStore('files').put({ actionId: action.id, ...file }) : null,
        tx.done,
      ]);
    },
    async remove(actionId) {
      const tx = (await db()).transaction(['actions', 'files'], 'readwrite');
      await Promise.all([
        tx.objectStore('actions').delete(actionId),
        tx.objectStore('files').delete(actionId),
        tx.done,
      ]);
    },
    async file(actionId) {
      const stored = await (await db()).get('files', actionId);
      return stored ? { file: stored.file, fileName: stored.fileName } : undefined;
    },
    async serverIds(userId) {
      const rows = await (await db()).getAll('ids');
      return new Map(rows.filter((row) => row.userId === userId).map((row) => [row.tempId, row.serverId]));
    },
    async rememberServerId(userId, tempId, serverId) {
      await (await db()).put('ids', { tempId, serverId, userId });
    },
  };
}
