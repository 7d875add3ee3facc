import { onlineManager } from '@tanstack/react-query';
import { onTestFinished, vi } from 'vitest';

/**
 * The browser without a connection, as screens see it: navigator.onLine is false (the change
 * queue keeps changes) and TanStack Query has heard the 'offline' event (it would pause
 * whatever waits for the network unless told otherwise). Both come back after the test.
 */
export function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  onTestFinished(() => onlineManager.setOnline(true));
}
