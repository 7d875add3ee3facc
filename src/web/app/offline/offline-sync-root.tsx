import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@web/lib/i18n/use-t';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { startSyncTriggers } from '@web/lib/offline/sync-triggers';
import { loadBrowserReplica } from '@web/lib/replica/replica-loader';
import { startReplicaTriggers } from '@web/lib/replica/replica-triggers';
import { toast } from '@web/lib/toast/use-toast';
import { appMessages } from '../messages';

/**
 * While someone is signed in: keeps the device's copy of their work, sends their queued changes
 * on the triggers of core spec §9, and
 * when a change made earlier reaches the server (or is refused) refreshes what screens show —
 * temp records give way to the server's — and says so.
 */
export function OfflineSyncRoot({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const t = useT(appMessages);

  useEffect(() => {
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    // One refresh after a burst of replayed changes, not one per change.
    const refreshSoon = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => void queryClient.invalidateQueries(), 300);
    };
    const stopOutcomes = changeQueue.onOutcome((outcome, isForeground) => {
      if (isForeground || outcome.kind === 'queued') return;
      refreshSoon();
      if (outcome.kind === 'attention') {
        toast({
          variant: 'destructive',
          title: t('offline.attention'),
          description: t('offline.attentionDescription', { change: outcome.action.label }),
        });
      }
    });
    const stopTriggers = startSyncTriggers(changeQueue);
    // The device's copy of the person's work, for every screen offline (ADR 42).
    let stopReplica: (() => void) | undefined;
    let stopped = false;
    void loadBrowserReplica().then(({ replicaSync }) => {
      if (!stopped) stopReplica = startReplicaTriggers(replicaSync, changeQueue);
    });
    return () => {
      clearTimeout(refreshTimer);
      stopOutcomes();
      stopTriggers();
      stopped = true;
      stopReplica?.();
    };
  }, [queryClient, userId, t]);

  return children;
}
