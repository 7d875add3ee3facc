import { toast } from '../toast/use-toast';
import { wasQueued } from './browser-queue';
import { libText } from '../lib-texts';

/**
 * After a save: the screen's own success words when the server has it, or — when the change
 * is waiting on this device — one wording everywhere, so a technician always knows which.
 */
export function toastSaved(
  result: unknown,
  saved: { title: string; description?: string },
  what: string,
): void {
  if (wasQueued(result)) toastQueued(what);
  else toast(saved);
}

/** The one wording for a change waiting on this device, for screens that already know it waits. */
export function toastQueued(what: string): void {
  toast({
    title: libText('queued.title'),
    description: libText('queued.description', { what }),
  });
}
