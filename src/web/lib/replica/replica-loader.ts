import { setDeviceCopyReads } from '../api-client';
import type * as BrowserReplicaModule from './browser-replica';
import type { ReplicaStatus } from './replica-sync';

type BrowserReplica = typeof BrowserReplicaModule;

let loading: Promise<BrowserReplica> | null = null;

/**
 * The device's copy (ADR 42) loads after the first screen: its engine and the local reads with
 * the schemas they parse are ~15 KB gzipped that no screen needs to show itself. Loaded once,
 * from the service worker's precache when offline.
 */
export function loadBrowserReplica(): Promise<BrowserReplica> {
  loading ??= import('./browser-replica').then((module) => {
    module.replicaSync.subscribe(() => mirror(module.replicaSync.getStatus()));
    mirror(module.replicaSync.getStatus());
    return module;
  });
  return loading;
}

let status: ReplicaStatus = { phase: 'off', records: 0, syncedAt: null, error: null };
const listeners = new Set<() => void>();

function mirror(next: ReplicaStatus): void {
  status = next;
  listeners.forEach((listener) => listener());
}

/** Where the copy stands, for the header and the changes dialog, before and after it loads. */
export const replicaStatusStore = {
  getStatus: (): ReplicaStatus => status,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Reads the server cannot answer go to the copy, loading it first if a screen asks before it is there. */
export function answerReadsFromDeviceCopy(): void {
  setDeviceCopyReads(async (path) => (await loadBrowserReplica()).answerFromCopy(path));
}
