import { useState } from 'react';
import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import type { Meter } from '@shared/schemas/meters';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { QueryError } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/formatting';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { useDeleteMeter } from '../../api/meters/change-meter';
import { useRecentReadings } from '../../api/meters/list-readings';
import { useReadingsWithPending } from '../../api/meters/record-reading';
import { MeterChartCard } from './meter-chart-card';
import { MeterForecastLine } from './meter-forecast-line';
import { MeterFormDialog } from './meter-form-dialog';
import { formatReading, KIND_LABELS, limitsText } from './meter-words';
import { ReadingList } from './reading-list';
import { RecordReadingForm } from './record-reading-form';

function MeterActions({
  meter,
  equipment,
}: {
  meter: Meter;
  equipment: Parameters<typeof MeterFormDialog>[0]['equipment'];
}) {
  const t = useT(equipmentMessages);
  const [isEditing, setIsEditing] = useState(false);
  const remove = useDeleteMeter();
  const onDelete = () =>
    remove.mutateAsync(meter).then(
      (result) =>
        toastSaved(
          result,
          { title: t('meter.deleted', { name: meter.name }) },
          t('meter.deleting', { name: meter.name }),
        ),
      (error: unknown) =>
        toast({ variant: 'destructive', title: errorMessage(error, t('meter.deleteFailed')) }),
    );
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('meter.edit', { name: meter.name })}
        onClick={() => setIsEditing(true)}
      >
        <Pencil aria-hidden />
      </Button>
      <ConfirmDeleteDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={t('meter.delete', { name: meter.name })}
          >
            <Trash2 aria-hidden />
          </Button>
        }
        title={t('meter.deleteTitle', { name: meter.name })}
        description={t('meter.deleteDescription')}
        confirmLabel={t('meter.deleteConfirm')}
        onConfirm={() => void onDelete()}
      />
      <MeterFormDialog open={isEditing} onOpenChange={setIsEditing} equipment={equipment} meter={meter} />
    </div>
  );
}

/** What the meter reads now: its last reading, a counter's total, a gauge's limits. */
function MeterFigures({ meter }: { meter: Meter }) {
  const t = useT(equipmentMessages);
  const limits = limitsText(t, meter);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-xs text-muted-foreground">{t('meter.lastReading')}</dt>
        <dd>
          {meter.lastValue === null || meter.lastReadAt === null ? (
            t('meter.noReadings')
          ) : (
            <>
              <span className="font-medium tabular-nums">{formatReading(meter.lastValue, meter.unit)}</span>
              <span className="text-muted-foreground"> · {formatDateTime(meter.lastReadAt)}</span>
            </>
          )}
        </dd>
      </div>
      {meter.kind === 'counter' ? (
        <div>
          <dt className="text-xs text-muted-foreground">{t('meter.total')}</dt>
          <dd className="tabular-nums">
            {meter.total === null ? '—' : formatReading(meter.total, meter.unit)}
          </dd>
        </div>
      ) : (
        <div>
          <dt className="text-xs text-muted-foreground">{t('meter.limits')}</dt>
          <dd>{limits ?? t('meter.noLimits')}</dd>
        </div>
      )}
    </dl>
  );
}

function MeterReadings({ meter, canRecord }: { meter: Meter; canRecord: boolean }) {
  const t = useT(equipmentMessages);
  const readings = useRecentReadings(meter.id);
  const { items, pendingIds } = useReadingsWithPending(readings.data, meter.id);
  let body;
  if (readings.isPending && !isTempId(meter.id))
    body = <Skeleton className="h-56 w-full" aria-label={t('meter.loadingReadings', { name: meter.name })} />;
  else if (readings.isError && items.length === 0)
    body = <QueryError title={t('meter.readingsFailed')} error={readings.error} onRetry={readings.refetch} />;
  else
    body = (
      <>
        <MeterChartCard meter={meter} readings={items} />
        <ReadingList meter={meter} readings={items} pendingIds={pendingIds} />
      </>
    );
  return (
    <>
      {canRecord ? <RecordReadingForm meter={meter} /> : null}
      {body}
    </>
  );
}

/** One meter on the asset's Meters tab: its figures, forecast, a reading form, chart and recent readings. */
export function MeterCard({
  meter,
  equipment,
  isPending,
}: {
  meter: Meter;
  equipment: Parameters<typeof MeterFormDialog>[0]['equipment'];
  /** Its set-up (made, edited) waits on this device. */
  isPending: boolean;
}) {
  const t = useT(equipmentMessages);
  const canConfigure = useCan('equipment.write');
  const canRecord = useCan('meters.record');
  return (
    <li
      className="grid gap-3 rounded-xl border bg-card p-4"
      aria-label={t('meter.label', { name: meter.name })}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="truncate text-base font-semibold">{meter.name}</h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="secondary">{t(KIND_LABELS[meter.kind])}</Badge>
            <Badge variant="outline">{meter.unit}</Badge>
            {isPending ? <NotSyncedBadge /> : null}
            {meter.excursionSince ? (
              <Badge variant="destructive">
                <TriangleAlert className="size-3" aria-hidden />
                {t('meter.outsideSince', { since: formatDateTime(meter.excursionSince) })}
              </Badge>
            ) : null}
          </div>
        </div>
        {canConfigure ? <MeterActions meter={meter} equipment={equipment} /> : null}
      </div>
      <MeterFigures meter={meter} />
      <MeterForecastLine meter={meter} />
      <MeterReadings meter={meter} canRecord={canRecord} />
    </li>
  );
}
