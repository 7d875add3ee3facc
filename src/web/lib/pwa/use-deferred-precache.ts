import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { browserServiceWorkers, startServiceWorker } from '../service-worker';
import { precacheStatusStore } from './precache-status';

/**
 * While someone is signed in (the layout): the service worker is registered, and the app's files
 * are cached for offline use in small batches, each when the page is idle and nothing loads
 * (ADR 69). A signed-out visit downloads neither. The batches' code loads with the first of them,
 * not with the screen.
 */
export function useDeferredPrecache(isProduction: boolean = import.meta.env.PROD): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A later mount finds the same registration. A device the worker serves keeps it when signed out.
    startServiceWorker();
    if (!isProduction || !browserServiceWorkers()) return;
    const controller = new AbortController();
    // Said at once, so the header never calls the device ready before the files are asked for.
    precacheStatusStore.setStatus({ ...precacheStatusStore.getStatus(), phase: 'waiting' });
    const isBusy = () => queryClient.isFetching() + queryClient.isMutating() > 0;
    // An abort (sign-out) ends the loop by rejecting its wait: nothing to report.
    import('./start-precache')
      .then(({ precacheWhenQuiet }) => precacheWhenQuiet(isBusy, controller.signal))
      .catch(() => undefined);
    return () => controller.abort();
  }, [queryClient, isProduction]);
}
