import { useEffect, useRef, useState } from 'react';
import { AlertTriangle, Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';
import { useOnline } from '@web/lib/use-online';
import { ChangesDialog } from './changes-dialog';
import { ReplicaIndicator, ReplicaMark } from './replica-state';
import { syncState, type SyncState } from './sync-state';
import { announce } from '@web/lib/announce';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { offlineMessages } from './messages';

function StateIcon({ state }: { state: SyncState }) {
  if (state.attention.length > 0) return <AlertTriangle className="size-4 text-destructive" aria-hidden />;
  if (state.connectivity === 'offline') return <CloudOff className="size-4" aria-hidden />;
  if (state.connectivity === 'syncing') return <RefreshCw className="size-4 animate-spin" aria-hidden />;
  return <Cloud className="size-4" aria-hidden />;
}

/**
 * Says aloud what the card shows when it changes, wherever focus is (issue 29 §5): the
 * connection lost, back, and the last waiting change sent. A refused change has its own toast.
 */
function useSyncAnnouncements(state: SyncState, t: TextsOf<typeof offlineMessages>): void {
  const previous = useRef<{ connectivity: SyncState['connectivity']; pending: number } | null>(null);
  const { connectivity } = state;
  const pending = state.pending.length;
  useEffect(() => {
    const before = previous.current;
    previous.current = { connectivity, pending };
    if (!before) return;
    if (connectivity === 'offline' && before.connectivity !== 'offline') announce(t('announce.offline'));
    else if (connectivity !== 'offline' && before.connectivity === 'offline') announce(t('announce.online'));
    else if (connectivity === 'online' && pending === 0 && before.pending > 0) announce(t('announce.synced'));
  }, [connectivity, pending, t]);
}

/**
 * The connectivity card and the pending-changes badge of core spec §2, in the header: Online,
 * Working Offline or Syncing N changes, with the count of changes this device still holds.
 * It opens the list of those changes, the manual sync and "needs attention".
 */
export function SyncStatus({ compact }: { compact: boolean }) {
  const t = useT(offlineMessages);
  const [open, setOpen] = useState(false);
  const queue = useChangeQueue();
  const isOnline = useOnline();
  const state = syncState(queue.actions, isOnline, queue.isSyncing, t);
  useSyncAnnouncements(state, t);
  const waiting = state.pending.length + state.attention.length;
  const description =
    waiting === 0 ? state.label : t('status.waiting', { label: state.label, count: waiting });
  return (
    <>
      <Button
        variant="ghost"
        size={compact ? 'icon' : 'sm'}
        aria-label={description}
        title={description}
        data-connectivity={state.connectivity}
        className={cn('relative gap-1.5', state.connectivity === 'offline' && 'text-warning')}
        onClick={() => setOpen(true)}
      >
        <StateIcon state={state} />
        {compact ? <ReplicaMark /> : <span>{state.label}</span>}
        {waiting > 0 ? (
          <span
            data-testid="pending-changes-badge"
            className={cn(
              'min-w-5 rounded-full px-1.5 text-xs leading-5 font-semibold',
              state.attention.length > 0
                ? 'bg-destructive text-destructive-foreground'
                : 'bg-primary text-primary-foreground',
              compact && 'absolute -top-0.5 -right-0.5',
            )}
          >
            {waiting}
          </span>
        ) : null}
      </Button>
      <ReplicaIndicator compact={compact} />
      <ChangesDialog state={state} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Below the header while there is no connection, so nobody wonders why nothing arrives. */
export function OfflineBanner() {
  const t = useT(offlineMessages);
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <div role="status" className="border-b bg-warning/15 px-4 py-2 text-sm md:px-8">
      <strong>{t('banner.title')}</strong> {t('banner.text')}
    </div>
  );
}
