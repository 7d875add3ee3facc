import { useId, useState } from 'react';
import { Plus, Timer } from 'lucide-react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import {
  DownSince,
  DowntimeList,
  RecordDowntimeDialog,
  useDownNow,
  useDowntimeWithPending,
  useOrderDowntime,
} from '@web/components/downtime';
import { QueryError, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/** Downtime belongs to equipment: an order without any has none to show. */
export function hasEquipment(order: WorkOrder): order is WorkOrder & { equipmentId: string } {
  return order.equipmentId !== null;
}

/**
 * The downtime this order caused or covers: open ("Down now", ticking) or over, as recorded,
 * corrected and queued. Those who record downtime correct it here, and record a stop of the
 * order's equipment while none is open; everyone else reads it.
 */
export function DowntimeSection({
  order,
  canEdit,
  headingLevel = 2,
}: {
  order: WorkOrder & { equipmentId: string };
  /** Records and corrects downtime (supervisors and up). */
  canEdit: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT(workOrdersMessages);
  const query = useOrderDowntime(order.id);
  const { items, pendingIds } = useDowntimeWithPending(query.data, { workOrderId: order.id });
  const down = useDownNow(order.equipmentId);
  const [isRecording, setIsRecording] = useState(false);
  const isLocal = isTempId(order.id);
  const tag = order.equipmentAssetTag ?? t('theEquipment');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  // Down, but not for this order: said here, since it is why no stop can be recorded now.
  const downElsewhere = down.record && !items.some((record) => record.id === down.record?.id);

  let body;
  if (!isLocal && query.isPending) body = <Skeletons count={2} label={t('downtime.loading')} />;
  else if (!isLocal && query.isError && items.length === 0)
    body = <QueryError title={t('downtime.loadFailed')} error={query.error} onRetry={query.refetch} />;
  else if (items.length === 0)
    body = (
      <p className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
        <Timer className="size-4 shrink-0" aria-hidden />
        {t('downtime.empty')}
      </p>
    );
  else
    body = (
      <DowntimeList
        records={items}
        pendingIds={pendingIds}
        canEdit={canEdit}
        label={t('downtime.listLabel', { foNumber: order.foNumber })}
      />
    );

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <Heading
        id={headingId}
        className={headingLevel === 3 ? 'text-sm font-semibold' : 'text-base font-semibold'}
      >
        {t('downtime.title')}
      </Heading>
      {body}
      {downElsewhere && down.record ? (
        <p className="text-sm text-muted-foreground">
          {t('downtime.elsewhere', { tag })} <DownSince record={down.record} />, {down.record.reasonLabel}
          {down.record.workOrderFoNumber ? ` (${down.record.workOrderFoNumber})` : ''}.
        </p>
      ) : null}
      {canEdit && !down.record && !down.isLoading ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setIsRecording(true)}>
          <Plus aria-hidden />
          {t('downtime.record')}
        </Button>
      ) : null}
      {canEdit ? (
        <RecordDowntimeDialog
          open={isRecording}
          onOpenChange={setIsRecording}
          isDownNow={false}
          equipment={{
            id: order.equipmentId,
            assetTag: order.equipmentAssetTag ?? '',
            name: order.equipmentDescription ?? '',
          }}
          workOrder={{ id: order.id, foNumber: order.foNumber }}
        />
      ) : null}
    </section>
  );
}
