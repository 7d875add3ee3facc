import { useState } from 'react';
import { Plus, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { Downtime } from '@shared/schemas/downtime';
import type { Equipment } from '@shared/schemas/equipment';
import {
  BackInServiceButton,
  DownSince,
  PlannedBadge,
  RecordDowntimeDialog,
  useDownNow,
  useStoppedFromAbove,
} from '@web/components/downtime';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { useCan } from '@web/lib/permissions';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';

/**
 * A part of a stopped line: its parent's stop counts for it too (its availability), so it says
 * so instead of "Running". It runs again when the parent does; the stop is ended there.
 */
function StoppedFromAbove({ record }: { record: Downtime }) {
  const t = useT(equipmentMessages);
  return (
    <section
      aria-label={t('downtime.now')}
      className="mb-4 flex min-w-0 gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{t('downtime.stoppedWith', { tag: record.equipmentAssetTag })}</p>
        <p className="text-sm">
          <DownSince record={record} /> · {record.reasonLabel}
        </p>
        <p className="text-xs text-muted-foreground">
          <UserText>{record.equipmentName}</UserText> {t('downtime.aboveExplain')}
        </p>
      </div>
    </section>
  );
}

/**
 * Whether the asset runs, above its tabs: down, since when, why and for which order, with
 * "Back in service" for those who record downtime; or running, with "Record downtime".
 */
export function EquipmentDowntimeStatus({ equipment }: { equipment: Equipment }) {
  const t = useT(equipmentMessages);
  const down = useDownNow(equipment.id);
  const above = useStoppedFromAbove(equipment);
  const canRecord = useCan('downtime.write');
  const [isRecording, setIsRecording] = useState(false);

  if (down.isLoading) return <Skeleton className="mb-4 h-11 w-full" aria-label={t('downtime.loading')} />;
  const record = down.record;
  if (record) {
    return (
      <section
        aria-label={t('downtime.now')}
        className="mb-4 grid gap-3 rounded-lg border border-destructive/30 bg-destructive/8 p-3 sm:flex sm:items-center sm:justify-between"
      >
        <div className="flex min-w-0 gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          <div className="grid min-w-0 gap-1">
            <p className="font-semibold text-destructive">
              <DownSince record={record} />
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              {record.reasonLabel}
              <PlannedBadge planned={record.planned} />
              {record.workOrderId && record.workOrderFoNumber ? (
                <Link
                  href={`/work-orders/${record.workOrderId}`}
                  className="font-mono text-primary hover:underline"
                >
                  {record.workOrderFoNumber}
                </Link>
              ) : null}
              {down.isUnsynced ? <NotSyncedBadge /> : null}
            </p>
          </div>
        </div>
        {canRecord ? <BackInServiceButton record={record} className="max-sm:w-full" /> : null}
      </section>
    );
  }
  // Retired equipment neither runs nor stops: nothing to say or record.
  if (equipment.status === 'retired' || down.isError) return null;
  if (above.data) return <StoppedFromAbove record={above.data} />;
  return (
    <section
      aria-label={t('downtime.now')}
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2"
    >
      <p className="flex min-h-9 items-center gap-2 text-sm font-medium">
        <span className="size-2 rounded-full bg-success" aria-hidden />
        {t('downtime.running')}
        {down.isUnsynced ? <NotSyncedBadge /> : null}
      </p>
      {canRecord ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setIsRecording(true)}>
            <Plus aria-hidden />
            {t('downtime.record')}
          </Button>
          <RecordDowntimeDialog
            open={isRecording}
            onOpenChange={setIsRecording}
            isDownNow={false}
            equipment={equipment}
          />
        </>
      ) : null}
    </section>
  );
}
