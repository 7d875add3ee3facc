import { apiRequest, apiRequestAll } from '../api-client';
import { changeQueue } from '../offline/browser-queue';
import { serverClock } from '../server-clock';
import { readStored } from '../session-storage';
import { createLocalReads } from './local-reads/router';
import { Replica } from './replica';
import { openReplicaDb } from './replica-db';
import { createReplicaSync, type ReplicaIdentity } from './replica-sync';

/** Whose copy the device should hold now: the signed-in person in their current warehouse. */
function currentIdentity(): ReplicaIdentity | null {
  const userId = readStored('userId');
  const warehouseId = readStored('warehouseId');
  return userId && warehouseId ? { userId, warehouseId } : null;
}

/** The page's copy of the working set, on this browser's IndexedDB (ADR 42). */
export const replica = new Replica(openReplicaDb());

export const replicaSync = createReplicaSync({
  replica,
  fetchJson: (path) => apiRequest(path, { fromDeviceCopy: false }),
  fetchAll: (path) => apiRequestAll(path, { fromDeviceCopy: false }),
  identity: currentIdentity,
});

/** The copy answers reads only once it was filled for the person signed in now. */
async function isReady(): Promise<boolean> {
  const identity = currentIdentity();
  const meta = await replica.meta();
  return Boolean(
    identity && meta?.cursor && meta.userId === identity.userId && meta.warehouseId === identity.warehouseId,
  );
}

const answerLocally = createLocalReads({
  replica,
  isReady,
  now: serverClock.now,
  pending: () => changeQueue.getSnapshot().actions,
});

/**
 * A read answered by the copy in the server's place. Each is timed (User Timing, seen in the
 * browser's performance tools and read by `npm run bench -- --scale`), with the path it answered.
 */
export async function answerFromCopy(path: string) {
  const start = performance.now();
  try {
    return await answerLocally(path);
  } finally {
    performance.measure('fieldwork:local-read', { start, detail: path });
  }
}
