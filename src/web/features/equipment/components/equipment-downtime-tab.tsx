import { useMemo } from 'react';
import { Timer } from 'lucide-react';
import {
  DowntimeList,
  formatDowntimeTotal,
  hoursDownWithin,
  useDowntimeHistory,
  useDowntimeWithPending,
  useRecentDowntime,
} from '@web/components/downtime';
import { LoadMoreButton } from '@web/components/load-more-button';
import { QueryError, Skeletons } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCan } from '@web/lib/permissions';
import { useNow } from '@web/lib/use-now';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';

export const RECENT_DAYS = 30;

function RecentTotal({ equipmentId }: { equipmentId: string }) {
  const t = useT(equipmentMessages);
  const recent = useRecentDowntime(equipmentId, RECENT_DAYS);
  const merged = useDowntimeWithPending(recent.data, { equipmentId });
  const isOpen = merged.items.some((record) => record.endedAt === null);
  const now = useNow(60_000, isOpen);
  if (recent.isPending) return <Skeleton className="h-16 w-full" aria-label={t('downtime.loadingTotal')} />;
  if (recent.isError) return null;
  const count = merged.items.length;
  return (
    <div
      className="rounded-lg border bg-muted/40 px-4 py-3"
      role="group"
      aria-label={t('downtime.lastDays', { days: RECENT_DAYS })}
    >
      <p className="text-xs font-medium text-muted-foreground">
        {t('downtime.downInLast', { days: RECENT_DAYS })}
      </p>
      <p className="text-2xl font-semibold tabular-nums">
        {formatDowntimeTotal(hoursDownWithin(merged.items, RECENT_DAYS, now))}
      </p>
      <p className="text-xs text-muted-foreground">{t('downtime.stops', { count })}</p>
    </div>
  );
}

/** The asset's downtime: the last 30 days' total, then every stop, newest first, ten at a time. */
export function EquipmentDowntimeTab({ equipmentId }: { equipmentId: string }) {
  const t = useT(equipmentMessages);
  const canEdit = useCan('downtime.write');
  const history = useDowntimeHistory(equipmentId);
  const rows = useMemo(() => history.data?.pages.flatMap((page) => page.items), [history.data]);
  const { items, pendingIds } = useDowntimeWithPending(rows, { equipmentId });

  let list;
  if (history.isPending) list = <Skeletons count={3} label={t('downtime.loading')} />;
  else if (history.isError && items.length === 0)
    list = <QueryError title={t('downtime.fetchFailed')} error={history.error} onRetry={history.refetch} />;
  else if (items.length === 0)
    list = (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
        <Timer className="size-5" aria-hidden />
        {t('downtime.none')}
      </div>
    );
  else
    list = (
      <>
        <DowntimeList
          records={items}
          pendingIds={pendingIds}
          canEdit={canEdit}
          showOrder
          label={t('downtime.historyLabel')}
        />
        {history.hasNextPage ? (
          <LoadMoreButton
            className="justify-self-center"
            onLoadMore={() => void history.fetchNextPage()}
            isLoading={history.isFetchingNextPage}
          />
        ) : null}
      </>
    );

  return (
    <div className="grid gap-4">
      <RecentTotal equipmentId={equipmentId} />
      <div className="grid gap-2">{list}</div>
    </div>
  );
}
