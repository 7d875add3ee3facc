import { useMemo, useState, type FormEvent } from 'react';
import { Clock, Play, Plus, Square, Trash2 } from 'lucide-react';
import { createLaborEntrySchema, type LaborEntry } from '@shared/schemas/work-order-activity';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { formatDateTime, formatElapsed, formatHours } from '@web/lib/formatting';
import { useNow } from '@web/lib/use-now';
import { useDeleteLaborEntry } from '../../api/delete-labor-entry';
import { useLabor } from '../../api/list-labor';
import { useLogLabor } from '../../api/log-labor';
import { useStopLaborTimer } from '../../api/stop-labor-timer';
import { QueryError } from '@web/components/query-state';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { UserText } from '@web/components/user-text';
import { wasQueued } from '@web/lib/offline/browser-queue';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { isTempId } from '@web/lib/offline/temp-ids';
import { usePendingChanges } from '@web/lib/offline/use-change-queue';
import { usePendingList } from './use-pending-list';
import { workOrdersMessages } from '../../messages';

/** The labour list with what is queued: entries made here on top, timers stopped here stopped. */
function useLaborWithPending(workOrderId: string) {
  const labor = usePendingList(useLabor(workOrderId), 'labor', workOrderId, { newestFirst: true });
  const stops = usePendingChanges('labor-stop');
  const items = useMemo(
    () =>
      labor.items.map((entry) => {
        const stop = stops.find((action) => action.recordId === entry.id);
        return stop?.optimistic ? ({ ...entry, ...stop.optimistic } as LaborEntry) : entry;
      }),
    [labor.items, stops],
  );
  return { ...labor, items };
}

function entryMs(entry: LaborEntry, now: number): number {
  return entry.minutes === null ? now - new Date(entry.startedAt).getTime() : entry.minutes * 60_000;
}

/** Time on the job: a start/stop timer with a live clock, or hours typed in quarter-hour steps. */
export function LaborSection({
  workOrderId,
  canEdit,
  userId,
}: {
  workOrderId: string;
  canEdit: boolean;
  userId: string;
}) {
  const t = useT(workOrdersMessages);
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, t('tryAgain')) });
  const labor = useLaborWithPending(workOrderId);
  const log = useLogLabor(workOrderId);
  const stop = useStopLaborTimer(workOrderId);
  const remove = useDeleteLaborEntry(workOrderId);
  const [hours, setHours] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const isRunning = labor.items.some((entry) => entry.minutes === null);
  const now = useNow(1000, isRunning);

  if (labor.isPending) return <Skeleton className="h-24 w-full" aria-label={t('labor.loading')} />;
  if (labor.isError)
    return <QueryError title={t('labor.loadFailed')} error={labor.error} onRetry={labor.refetch} />;

  const myTimer = labor.items.find((entry) => entry.minutes === null && entry.userId === userId);
  const totalMs = labor.items.reduce((sum, entry) => sum + entryMs(entry, now), 0);

  const addHours = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createLaborEntrySchema.safeParse({ hours });
    if (!parsed.success || parsed.data.hours === undefined) {
      return setProblem(parsed.success ? t('labor.enterHours') : (parsed.error.issues[0]?.message ?? null));
    }
    setProblem(null);
    log.mutate(parsed.data, {
      onSuccess: (created) => {
        setHours('');
        if (wasQueued(created)) toastSaved(created, { title: t('labor.hoursRecorded') }, t('labor.theHours'));
      },
      onError: failed(t('labor.notRecorded')),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3">
        <div>
          <p className="text-xs text-muted-foreground">{t('labor.total')}</p>
          <p className="text-2xl font-semibold tabular-nums">{formatHours(totalMs / 3_600_000)}</p>
        </div>
        {canEdit ? (
          myTimer ? (
            <Button
              size="lg"
              variant="destructive"
              className="max-sm:w-full"
              disabled={stop.isPending}
              onClick={() => stop.mutate(myTimer, { onError: failed(t('labor.notStopped')) })}
            >
              {stop.isPending ? <Spinner /> : <Square aria-hidden />}
              {t('labor.stop')}
              <span className="font-mono tabular-nums" aria-live="off">
                {formatElapsed(now - new Date(myTimer.startedAt).getTime())}
              </span>
            </Button>
          ) : (
            <Button
              size="lg"
              className="max-sm:w-full"
              disabled={log.isPending}
              onClick={() => log.mutate({}, { onError: failed(t('labor.notStarted')) })}
            >
              <Play aria-hidden />
              {t('labor.start')}
            </Button>
          )
        ) : null}
      </div>
      {canEdit ? (
        <form noValidate onSubmit={addHours} className="grid grid-cols-1 gap-2">
          <div className="flex gap-2">
            <Input
              type="number"
              inputMode="decimal"
              min={0.25}
              max={24}
              step={0.25}
              aria-label={t('labor.hoursWorked')}
              placeholder={t('labor.hoursPlaceholder')}
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={!hours || log.isPending}>
              <Plus aria-hidden />
              {t('labor.addHours')}
            </Button>
          </div>
          {problem ? <p className="text-sm font-medium text-destructive">{problem}</p> : null}
        </form>
      ) : null}
      {labor.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-4 text-center text-sm text-muted-foreground">
          <Clock className="size-6" aria-hidden />
          {t('labor.empty')}
        </div>
      ) : (
        <ul className="divide-y">
          {labor.items.map((entry) => (
            <li key={entry.id} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <UserText className="min-w-0">{entry.userName}</UserText>
                  {isTempId(entry.id) ? <NotSyncedBadge /> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(entry.startedAt)}
                  {entry.note ? <UserText multiline>{` · ${entry.note}`}</UserText> : null}
                </p>
              </div>
              <p className="shrink-0 text-sm tabular-nums">
                {entry.minutes === null ? (
                  <span className="inline-flex items-center gap-1.5 font-medium text-success">
                    <span className="size-2 animate-pulse rounded-full bg-success" aria-hidden />
                    {formatElapsed(entryMs(entry, now))}
                  </span>
                ) : (
                  formatHours(entry.minutes / 60)
                )}
              </p>
              {canEdit && entry.minutes !== null ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('labor.delete', {
                    hours: formatHours(entry.minutes / 60),
                    name: entry.userName,
                  })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(entry, { onError: failed(t('labor.notDeleted')) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
