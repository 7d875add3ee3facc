import { ClipboardList, History, Pencil, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import type { TimelineEntry } from '@shared/schemas/work-order-activity';
import { QueryError } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatRelativeTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useEquipmentHistory } from '../api/get-equipment-history';
import { equipmentMessages } from '../messages';
import { UserText } from '@web/components/user-text';

function EntryIcon({ kind }: { kind: TimelineEntry['kind'] }) {
  const className = 'size-3.5';
  if (kind === 'work_order') return <ClipboardList className={className} aria-hidden />;
  if (kind === 'status') return <RefreshCw className={className} aria-hidden />;
  return <Pencil className={className} aria-hidden />;
}

function Entry({ entry }: { entry: TimelineEntry }) {
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      <span className="relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border bg-card text-muted-foreground">
        <EntryIcon kind={entry.kind} />
      </span>
      <div className="min-w-0 flex-1 pt-0.5">
        <p className="text-sm font-medium">
          {entry.workOrderId ? (
            <Link href={`/work-orders/${entry.workOrderId}`} className="hover:text-primary hover:underline">
              <UserText>{entry.title}</UserText>
            </Link>
          ) : (
            <UserText>{entry.title}</UserText>
          )}
        </p>
        {entry.detail ? (
          <p className="mt-0.5 line-clamp-3 text-sm text-muted-foreground">
            <UserText>{entry.detail}</UserText>
          </p>
        ) : null}
        <p className="mt-1 text-xs text-muted-foreground">
          {entry.userName ? <UserText>{`${entry.userName} · `}</UserText> : null}
          <time dateTime={entry.at} title={formatDateTime(entry.at)}>
            {formatRelativeTime(entry.at)}
          </time>
        </p>
      </div>
    </li>
  );
}

/** Its work orders and its changes, newest first (GET /api/equipment/{id}/history). */
export function EquipmentHistoryTab({ equipmentId }: { equipmentId: string }) {
  const t = useT(equipmentMessages);
  const history = useEquipmentHistory(equipmentId);
  if (history.isPending) {
    return (
      <div className="grid gap-4" aria-label={t('history.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="size-7 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (history.isError) {
    return <QueryError title={t('history.fetchFailed')} error={history.error} onRetry={history.refetch} />;
  }
  if (history.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
        <History className="size-5" aria-hidden />
        {t('history.empty')}
      </div>
    );
  }
  return (
    <ol
      aria-label={t('history.label')}
      className="relative before:absolute before:top-2 before:bottom-2 before:left-3.5 before:w-px before:bg-border"
    >
      {history.data.map((entry, index) => (
        <Entry key={`${entry.at}-${index}`} entry={entry} />
      ))}
    </ol>
  );
}
