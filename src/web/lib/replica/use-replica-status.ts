import { useSyncExternalStore } from 'react';
import { replicaStatusStore } from './replica-loader';
import type { ReplicaStatus } from './replica-sync';

/** Where the device's copy stands, following it as it fills and syncs. */
export function useReplicaStatus(): ReplicaStatus {
  return useSyncExternalStore(replicaStatusStore.subscribe, replicaStatusStore.getStatus);
}
