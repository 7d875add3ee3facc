import { useSyncExternalStore } from 'react';
import { replicaSync } from './browser-replica';
import type { ReplicaStatus } from './replica-sync';

/** Where the device's copy stands, following it as it fills and syncs. */
export function useReplicaStatus(): ReplicaStatus {
  return useSyncExternalStore(replicaSync.subscribe, replicaSync.getStatus);
}
