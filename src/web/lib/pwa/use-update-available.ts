import { useCallback, useEffect, useState } from 'react';
import { SKIP_WAITING, type SkipWaitingMessage } from '@web/service-worker/messages';
import { browserServiceWorkers, serviceWorkerRegistration } from '../service-worker';
import { toast } from '../toast/toast-store';
import { libText } from '../lib-texts';

/** The parts of a ServiceWorker the update flow uses (tests pass fakes). */
export interface UpdateWorker {
  readonly state: ServiceWorkerState;
  postMessage(message: SkipWaitingMessage): void;
  addEventListener(type: 'statechange', listener: () => void): void;
  removeEventListener(type: 'statechange', listener: () => void): void;
}

/** The parts of a ServiceWorkerRegistration the update flow uses. */
export interface UpdateRegistration {
  readonly waiting: UpdateWorker | null;
  readonly installing: UpdateWorker | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  removeEventListener(type: 'updatefound', listener: () => void): void;
}

/** The parts of navigator.serviceWorker the update flow uses. */
export interface UpdateContainer {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void, options?: { once: boolean }): void;
}

export interface UpdateDependencies {
  registration: Promise<UpdateRegistration | null>;
  container: UpdateContainer | undefined;
  reload: () => void;
}

const browserDependencies = (): UpdateDependencies => ({
  registration: serviceWorkerRegistration(),
  container: browserServiceWorkers(),
  reload: () => window.location.reload(),
});

function updateFailed(error: unknown): void {
  toast({
    title: libText('update.failed'),
    description: error instanceof Error ? error.message : libText('update.failedDescription'),
    variant: 'destructive',
  });
}

/**
 * A new version is flagged when it finished installing while an older one controls the page
 * (core spec §4). It waits (sw.ts) until update() asks it to take over; the page then reloads
 * once the new worker controls it, so the page and the precached files match again.
 */
export function useUpdateAvailable(dependencies: UpdateDependencies = browserDependencies()) {
  const { registration, container, reload } = dependencies;
  const [waiting, setWaiting] = useState<UpdateWorker | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    let found: UpdateRegistration | null = null;
    let cancelled = false;
    const watchInstalling = () => {
      const worker = found?.installing;
      if (!worker) return;
      const onStateChange = () => {
        if (worker.state === 'installed' && container?.controller && !cancelled) setWaiting(worker);
        if (worker.state !== 'installing') worker.removeEventListener('statechange', onStateChange);
      };
      worker.addEventListener('statechange', onStateChange);
    };
    void registration.then((current) => {
      if (cancelled || !current) return;
      found = current;
      if (current.waiting && container?.controller) setWaiting(current.waiting);
      current.addEventListener('updatefound', watchInstalling);
    });
    return () => {
      cancelled = true;
      found?.removeEventListener('updatefound', watchInstalling);
    };
  }, [registration, container]);

  const update = useCallback(() => {
    if (!waiting || !container) return;
    setUpdating(true);
    const onRedundant = () => {
      if (waiting.state !== 'redundant') return;
      waiting.removeEventListener('statechange', onRedundant);
      setUpdating(false);
      setWaiting(null);
      updateFailed(new Error(libText('update.stopped')));
    };
    try {
      container.addEventListener('controllerchange', reload, { once: true });
      waiting.addEventListener('statechange', onRedundant);
      waiting.postMessage({ type: SKIP_WAITING });
    } catch (error) {
      setUpdating(false);
      updateFailed(error);
    }
  }, [waiting, container, reload]);

  return { available: waiting !== null, updating, update };
}
