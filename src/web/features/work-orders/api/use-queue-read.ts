import { useEffect } from 'react';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';
import { readStored } from '@web/lib/session-storage';

/**
 * Whether the signed-in person's queue has been read from IndexedDB, so a screen can tell
 * "nothing queued" from "not read yet"; asks for the read if nobody has. Without a stored
 * user there is nothing to read.
 */
export function useQueueRead(): boolean {
  const isRead = useChangeQueue().userId !== null || !readStored('userId');
  useEffect(() => {
    if (!isRead) void changeQueue.refresh();
  }, [isRead]);
  return isRead;
}
