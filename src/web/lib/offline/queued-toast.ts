import { toast } from '../toast/use-toast';
import { wasQueued } from './browser-queue';

/**
 * After a save: the screen's own success words when the server has it, or — when the change
 * is waiting on this device — one wording everywhere, so a technician always knows which.
 */
export function toastSaved(
  result: unknown,
  saved: { title: string; description?: string },
  what: string,
): void {
  if (wasQueued(result)) {
    toast({
      title: 'Saved on this device',
      description: `${what} will be sent when the connection returns.`,
    });
  } else {
    toast(saved);
  }
}
