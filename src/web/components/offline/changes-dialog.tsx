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
import { ReplicaSection } from './replica-state';
import { countChanges, type SyncState } from './sync-state';
import { UserText } from '@web/components/user-text';

/** The manual sync (core spec §2): offline it says so instead of trying. The copy follows the server. */
async function syncNow(): Promise<void> {
  try {
    const report = await changeQueue.sync({ force: true });
    await (await loadBrowserReplica()).replicaSync.sync();
    const left = changeQueue
      .getSnapshot()
      .actions.find((action) => action.state === 'pending' && action.lastError);
    if (report.remaining > 0 && left?.lastError) {
      toast({ variant: 'destructive', title: 'Sync failed', description: left.lastError.message });
    }
  } catch (error) {
    toast({ variant: 'destructive', title: error instanceof Error ? error.message : 'Sync failed' });
  }
}

function statusText(state: SyncState): string {
  if (state.connectivity === 'offline') {
    return 'No connection. Changes you make are kept on this device and sent, in order, when it returns.';
  }
  if (state.attention.length > 0) {
    return `${countChanges(state.attention.length)} the server refused ${state.attention.length === 1 ? 'needs' : 'need'} your decision below.`;
  }
  if (state.pending.length === 0) return 'Everything you changed on this device is on the server.';
  return `${countChanges(state.pending.length)} waiting to be sent.`;
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
  const [isSyncing, setSyncing] = useState(false);
  const run = () => {
    setSyncing(true);
    void syncNow().finally(() => setSyncing(false));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{state.label}</DialogTitle>
          <DialogDescription>{statusText(state)}</DialogDescription>
        </DialogHeader>
        {state.attention.length > 0 ? (
          <section aria-labelledby="needs-attention" className="grid gap-2">
            <h3 id="needs-attention" className="text-sm font-semibold">
              Needs attention ({state.attention.length})
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
              Waiting to sync ({state.pending.length})
            </h3>
            <ul className="grid gap-1 text-sm">
              {state.pending.map((action) => (
                <li
                  key={action.id}
                  className="flex flex-wrap justify-between gap-x-3 border-b py-1.5 last:border-0"
                >
                  <UserText className="min-w-0">{action.label}</UserText>
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
            Sync now
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
