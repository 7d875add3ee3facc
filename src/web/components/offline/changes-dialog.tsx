import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { formatRelativeTime } from '@web/lib/formatting';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { toast } from '@web/lib/toast/use-toast';
import { loadBrowserReplica } from '@web/lib/replica/replica-loader';
import { AttentionItem } from './attention-item';
import { useChangeLabel } from './change-wording';
import { ReplicaSection } from './replica-state';
import type { SyncState } from './sync-state';
import { UserText } from '@web/components/user-text';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { offlineMessages } from './messages';

/** The manual sync (core spec §2): offline it says so instead of trying. The copy follows the server. */
async function syncNow(t: TextsOf<typeof offlineMessages>): Promise<void> {
  try {
    const report = await changeQueue.sync({ force: true });
    await (await loadBrowserReplica()).replicaSync.sync();
    const left = changeQueue
      .getSnapshot()
      .actions.find((action) => action.state === 'pending' && action.lastError);
    if (report.remaining > 0 && left?.lastError) {
      toast({ variant: 'destructive', title: t('dialog.syncFailed'), description: left.lastError.message });
    }
  } catch (error) {
    toast({ variant: 'destructive', title: error instanceof Error ? error.message : t('dialog.syncFailed') });
  }
}

function statusText(t: TextsOf<typeof offlineMessages>, state: SyncState): string {
  if (state.connectivity === 'offline') return t('dialog.offline');
  if (state.attention.length > 0) return t('dialog.attention', { count: state.attention.length });
  if (state.pending.length === 0) return t('dialog.allSent');
  return t('dialog.pending', { count: state.pending.length });
}

/** What this device holds that the server does not have yet, and what needs the person. */
export function ChangesDialog({
  state,
  open,
  onOpenChange,
}: {
  state: SyncState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(offlineMessages);
  const changeLabel = useChangeLabel();
  const [isSyncing, setSyncing] = useState(false);
  const run = () => {
    setSyncing(true);
    void syncNow(t).finally(() => setSyncing(false));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{state.label}</DialogTitle>
          <DialogDescription>{statusText(t, state)}</DialogDescription>
        </DialogHeader>
        {state.attention.length > 0 ? (
          <section aria-labelledby="needs-attention" className="grid gap-2">
            <h3 id="needs-attention" className="text-sm font-semibold">
              {t('dialog.needsAttention', { count: state.attention.length })}
            </h3>
            <ul className="grid gap-2">
              {state.attention.map((action) => (
                <AttentionItem key={action.id} action={action} />
              ))}
            </ul>
          </section>
        ) : null}
        {state.pending.length > 0 ? (
          <section aria-labelledby="waiting-changes" className="grid gap-2">
            <h3 id="waiting-changes" className="text-sm font-semibold">
              {t('dialog.waiting', { count: state.pending.length })}
            </h3>
            <ul className="grid gap-1 text-sm">
              {state.pending.map((action) => (
                <li
                  key={action.id}
                  className="flex flex-wrap justify-between gap-x-3 border-b py-1.5 last:border-0"
                >
                  <UserText className="min-w-0">{changeLabel(action)}</UserText>
                  <span className="text-muted-foreground">
                    {action.lastError
                      ? action.lastError.message
                      : formatRelativeTime(new Date(action.timestamp))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ReplicaSection />
        <div className="flex justify-end">
          <Button onClick={run} disabled={isSyncing}>
            {isSyncing ? <Spinner /> : null}
            {t('dialog.syncNow')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
