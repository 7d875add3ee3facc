import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { formatFileSize } from '@web/components/attachments/format-file';
import { formatRelativeTime, formatTime } from '@web/lib/formatting';
import { usePrecacheStatus, type PrecacheStatus } from '@web/lib/pwa/precache-status';
import type { ReplicaStatus } from '@web/lib/replica/replica-sync';
import { useReplicaStatus } from '@web/lib/replica/use-replica-status';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { offlineMessages } from './messages';

type Phase = ReplicaStatus['phase'];

/**
 * Whether the screens will open offline: the copy of the person's work is on the device and so
 * are the app's own files, which are cached after sign-in, a batch at a time (ADR 69).
 */
export function offlinePhase(replica: ReplicaStatus, files: PrecacheStatus): Phase {
  if (replica.phase !== 'ready') return replica.phase;
  if (files.phase === 'failed') return 'error';
  return files.phase === 'waiting' || files.phase === 'saving' ? 'filling' : 'ready';
}

/** What the header says of the device's readiness, in words (also the indicator's accessible name). */
export function replicaText(
  t: TextsOf<typeof offlineMessages>,
  status: ReplicaStatus,
  files: PrecacheStatus,
): string | null {
  switch (offlinePhase(status, files)) {
    case 'filling':
      return status.phase === 'ready'
        ? t('replica.savingApp')
        : t('replica.filling', { count: status.records });
    case 'ready':
      return t('replica.ready');
    case 'error':
      return t('replica.error');
    case 'off':
      return null;
  }
}

function ReplicaIcon({ phase, className }: { phase: Phase; className: string }) {
  const Icon = phase === 'ready' ? CircleCheck : phase === 'error' ? CircleAlert : LoaderCircle;
  const tone = phase === 'filling' ? 'animate-spin' : phase === 'error' ? 'text-warning' : 'text-success';
  return <Icon className={`${className} ${tone}`} aria-hidden />;
}

/**
 * Beside the connectivity card: whether the screens will work offline yet. On a phone's narrow
 * header it takes no room: its words are for screen readers and its mark sits on the card's icon
 * (ReplicaMark).
 */
export function ReplicaIndicator({ compact }: { compact: boolean }) {
  const t = useT(offlineMessages);
  const status = useReplicaStatus();
  const files = usePrecacheStatus();
  const phase = offlinePhase(status, files);
  const text = replicaText(t, status, files);
  if (!text) return null;
  if (compact) {
    return (
      <span role="status" data-replica={phase} title={text} className="sr-only">
        {text}
      </span>
    );
  }
  return (
    <span
      role="status"
      data-replica={phase}
      title={text}
      className="flex items-center gap-1 px-1 text-xs text-muted-foreground"
    >
      <ReplicaIcon phase={phase} className="size-4" />
      <span className="hidden lg:inline">{text}</span>
    </span>
  );
}

/** The copy's state as a small mark on the phone's connectivity icon. */
export function ReplicaMark() {
  const phase = offlinePhase(useReplicaStatus(), usePrecacheStatus());
  if (phase === 'off') return null;
  return (
    <span className="absolute right-0.5 bottom-0.5 rounded-full bg-background">
      <ReplicaIcon phase={phase} className="size-3" />
    </span>
  );
}

/** How much the origin keeps in IndexedDB (the copy and the queue), where the browser says. */
function useStoredBytes(): number | null {
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    void navigator.storage
      ?.estimate?.()
      .then((estimate) => {
        const details = (estimate as StorageEstimate & { usageDetails?: { indexedDB?: number } })
          .usageDetails;
        if (!cancelled) setBytes(details?.indexedDB ?? estimate.usage ?? null);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return bytes;
}

/** The changes dialog's account of the copy: how much, how big, how fresh. */
export function ReplicaSection() {
  const t = useT(offlineMessages);
  const status = useReplicaStatus();
  const bytes = useStoredBytes();
  if (status.phase === 'off') return null;
  return (
    <section aria-labelledby="offline-copy" className="grid gap-1 rounded-md border p-3 text-sm">
      <h3 id="offline-copy" className="font-semibold">
        {t('replica.title')}
      </h3>
      <p data-testid="replica-size">
        {bytes === null
          ? t('replica.records', { count: status.records })
          : t('replica.recordsWithSize', { count: status.records, size: formatFileSize(bytes) })}
      </p>
      <p className="text-muted-foreground">
        {status.syncedAt === null
          ? t('replica.notSynced')
          : t('replica.lastSynced', {
              time: formatTime(status.syncedAt),
              relative: formatRelativeTime(new Date(status.syncedAt)),
            })}
        {status.error ? ` ${t('replica.lastFailed', { error: status.error })}` : ''}
      </p>
    </section>
  );
}
