import { useSyncExternalStore } from 'react';

/**
 * Where the app's own files stand for offline use on this device (ADR 69). 'off' without a
 * service worker (development, an unsupported browser): nothing to wait for.
 */
export type PrecachePhase = 'off' | 'waiting' | 'saving' | 'saved' | 'failed';

export interface PrecacheStatus {
  phase: PrecachePhase;
  cached: number;
  total: number;
}

let status: PrecacheStatus = { phase: 'off', cached: 0, total: 0 };
const listeners = new Set<() => void>();

/** The app files' state, for the header's word on offline readiness. */
export const precacheStatusStore = {
  getStatus: (): PrecacheStatus => status,
  setStatus(next: PrecacheStatus): void {
    status = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Follows the app's files as the batches cache them. */
export function usePrecacheStatus(): PrecacheStatus {
  return useSyncExternalStore(precacheStatusStore.subscribe, precacheStatusStore.getStatus);
}
