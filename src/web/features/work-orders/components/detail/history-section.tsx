import { ArrowRightLeft, CloudOff, FilePlus2, History, PencilLine, Power } from 'lucide-react';
import { Link } from 'wouter';
import { describeOfflineTime, describeRefusedClaim } from '@shared/occurred-at';
import type { TimelineEntry, TimelineOffline } from '@shared/schemas/work-order-activity';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate, formatDateTime, formatTime } from '@web/lib/formatting';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { useWorkOrderHistory } from '../../api/list-history';
import { QueryError } from '@web/components/query-state';
import { UserText } from '@web/components/user-text';

const KIND_ICONS = {
  status: ArrowRightLeft,
  change: PencilLine,
  work_order: FilePlus2,
  downtime: Power,
} as const;

/** A time beside another: the clock time alone on the same day, with the date on another. */
const timeBeside = (value: string, other: string) =>
  formatDate(value) === formatDate(other) ? formatTime(value) : formatDateTime(value);

/** "Done offline at 12:00, synced 12:38", or why the device's time was not used. */
function offlineText(at: string, offline: TimelineOffline): string {
  if (offline.refused) {
    return describeRefusedClaim(timeBeside(offline.refused.deviceTime, at), offline.refused.reason);
  }
  return describeOfflineTime(timeBeside(at, offline.syncedAt), timeBeside(offline.syncedAt, at));
}

function Entry({ entry, workOrderId }: { entry: TimelineEntry; workOrderId: string }) {
  const Icon = KIND_ICONS[entry.kind];
  const linksElsewhere = entry.workOrderId && entry.workOrderId !== workOrderId;
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      <span
        aria-hidden
        className="relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border bg-card text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 pt-1">
        <p className="text-sm font-medium">
          {linksElsewhere ? (
            <Link href={`/work-orders/${entry.workOrderId}`} className="text-primary hover:underline">
              <UserText>{entry.title}</UserText>
            </Link>
          ) : (
            <UserText>{entry.title}</UserText>
          )}
        </p>
        {entry.detail ? (
          <p className="text-sm text-muted-foreground">
            <UserText multiline>{entry.detail}</UserText>
          </p>
        ) : null}
        {entry.offline ? (
          <p className="mt-0.5 flex items-start gap-1 text-xs text-muted-foreground">
            <CloudOff className="mt-px size-3.5 shrink-0" aria-hidden />
            {offlineText(entry.at, entry.offline)}
          </p>
        ) : null}
        <p className="mt-0.5 text-xs text-muted-foreground">
          {entry.userName ? <UserText>{`${entry.userName} · `}</UserText> : null}
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </p>
      </div>
    </li>
  );
}

/** Everything that happened to the order, newest first. */
export function HistorySection({ workOrderId }: { workOrderId: string }) {
  const t = useT(workOrdersMessages);
  const history = useWorkOrderHistory(workOrderId);
  if (isTempId(workOrderId)) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
        <CloudOff className="size-6" aria-hidden />
        {t('history.notSynced')}
      </div>
    );
  }
  if (history.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4" aria-label={t('history.loading')}>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="grid grid-cols-1 flex-1 gap-1.5">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (history.isError)
    return <QueryError title={t('history.loadFailed')} error={history.error} onRetry={history.refetch} />;
  if (history.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
        <History className="size-6" aria-hidden />
        {t('history.empty')}
      </div>
    );
  }
  return (
    <ol className="relative before:absolute before:top-2 before:bottom-2 before:left-4 before:w-px before:bg-border">
      {history.data.map((entry, index) => (
        <Entry key={`${entry.at}-${index}`} entry={entry} workOrderId={workOrderId} />
      ))}
    </ol>
  );
}
