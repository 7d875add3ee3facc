import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SearchX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Equipment } from '@shared/schemas/equipment';
import { AttachmentList, AttachmentUploader, useAttachments } from '@web/components/attachments';
import { MAX_FILES_EQUIPMENT } from '@shared/constants';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { NotSyncedBadge, usePendingRecordIds } from '@web/components/not-synced-badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api-client';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { usePendingRecord, useWithPending } from '@web/lib/offline/pending-records';
import { isTempId } from '@web/lib/offline/temp-ids';
import { usePendingChanges } from '@web/lib/offline/use-change-queue';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';
import { DataMismatchError, equipmentDetailKey, getEquipment, useEquipment } from '../api/get-equipment';
import { useEquipmentByTag } from '../api/get-equipment-by-tag';
import { CriticalityBadge, EquipmentStatusBadge } from './equipment-badges';
import { EquipmentDetailsTab } from './equipment-details-tab';
import { EquipmentDowntimeStatus } from './equipment-downtime-status';
import { EquipmentBreadcrumb } from './equipment-breadcrumb';
import { EquipmentDowntimeTab } from './equipment-downtime-tab';
import { EquipmentPartsTab } from './equipment-parts-tab';
import { EquipmentHistoryTab } from './equipment-history-tab';
import { MetersTab } from './meters/meters-tab';
import { UserText } from '@web/components/user-text';

const DETAIL_TABS = ['details', 'parts', 'downtime', 'meters', 'attachments', 'history'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

function isDetailTab(value: string): value is DetailTab {
  return (DETAIL_TABS as readonly string[]).includes(value);
}

function LoadingBody() {
  const t = useT(equipmentMessages);
  return (
    <div className="grid gap-4" aria-label={t('detail.loading')}>
      <DialogTitle className="sr-only">{t('detail.loading')}</DialogTitle>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-9 w-72 max-w-full" />
      <Skeleton className="h-40" />
    </div>
  );
}

function ProblemBody({
  title,
  description,
  icon: Icon,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <div role="alert" className="flex flex-col items-center px-4 py-8 text-center sm:py-10">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Icon className="size-6" aria-hidden />
      </div>
      <DialogTitle className="text-base">{title}</DialogTitle>
      <p className="mt-1.5 max-w-md text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

function AttachmentsCount({ equipmentId }: { equipmentId: string }) {
  const t = useT(equipmentMessages);
  const attachments = useAttachments({ equipmentId });
  return <>{t('detail.attachments', { count: String(attachments.data?.length ?? '…') })}</>;
}

interface BodyActions {
  onSaved: (saved: Equipment) => void;
  onDeleted: () => void;
  /** Opens another asset in this dialog (a part, a parent in the breadcrumb). */
  onOpenAsset: (assetTag: string) => void;
}

function EquipmentBody({
  equipment,
  onSaved,
  onDeleted,
  onOpenAsset,
}: BodyActions & { equipment: Equipment }) {
  const t = useT(equipmentMessages);
  const [tab, setTab] = useState<DetailTab>('details');
  const owner = { equipmentId: equipment.id };
  const isOnServer = !isTempId(equipment.id);
  const isPending = usePendingRecordIds('equipment').has(equipment.id);
  const queryClient = useQueryClient();
  // A breadcrumb step names an asset by id: its tag (the dialog's address) comes from the record.
  const openById = (id: string) =>
    void queryClient
      .fetchQuery({ queryKey: equipmentDetailKey(id), queryFn: () => getEquipment(id) })
      .then((found) => onOpenAsset(found.assetTag));
  return (
    <>
      <DialogHeader>
        {isOnServer ? <EquipmentBreadcrumb equipmentId={equipment.id} onOpenAsset={openById} /> : null}
        <p className="font-mono text-xs font-semibold tracking-wide text-muted-foreground">
          <UserText>{equipment.assetTag}</UserText>
        </p>
        <DialogTitle>{equipment.name}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <EquipmentStatusBadge status={equipment.status} />
            <CriticalityBadge criticality={equipment.criticality} />
            {isPending ? <NotSyncedBadge /> : null}
          </div>
        </DialogDescription>
      </DialogHeader>
      {isOnServer ? <EquipmentDowntimeStatus equipment={equipment} /> : null}
      {isOnServer ? (
        <Tabs value={tab} onValueChange={(value) => isDetailTab(value) && setTab(value)}>
          {/* Five tabs on a phone: three rows, none behind a sideways swipe. */}
          <TabsList layout="grid" className="grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="details">{t('detail.tab.details')}</TabsTrigger>
            <TabsTrigger value="parts">
              {t('detail.tab.parts', { count: String(equipment.childCount) })}
            </TabsTrigger>
            <TabsTrigger value="downtime">{t('detail.tab.downtime')}</TabsTrigger>
            <TabsTrigger value="meters">{t('detail.tab.meters')}</TabsTrigger>
            <TabsTrigger value="attachments">
              <AttachmentsCount equipmentId={equipment.id} />
            </TabsTrigger>
            <TabsTrigger value="history">{t('detail.tab.history')}</TabsTrigger>
          </TabsList>
          <TabsContent value="details">
            <EquipmentDetailsTab
              equipment={equipment}
              onViewHistory={() => setTab('history')}
              onSaved={onSaved}
              onDeleted={onDeleted}
            />
          </TabsContent>
          <TabsContent value="parts">
            <EquipmentPartsTab equipment={equipment} onOpen={(part) => onOpenAsset(part.assetTag)} />
          </TabsContent>
          <TabsContent value="downtime">
            <EquipmentDowntimeTab equipmentId={equipment.id} />
          </TabsContent>
          <TabsContent value="meters">
            <MetersTab equipment={equipment} />
          </TabsContent>
          <TabsContent value="attachments" className="grid gap-4">
            <AttachmentUploader context={owner} maxFiles={MAX_FILES_EQUIPMENT} />
            <AttachmentList filter={owner} />
          </TabsContent>
          <TabsContent value="history">
            <EquipmentHistoryTab equipmentId={equipment.id} />
          </TabsContent>
        </Tabs>
      ) : (
        // Created offline: no attachments or history on the server to show yet.
        <EquipmentDetailsTab
          equipment={equipment}
          onViewHistory={() => undefined}
          onSaved={onSaved}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}

/** The record a queued create or edit gives this tag, so the server is not asked for it. */
function usePendingIdForTag(assetTag: string): string | undefined {
  const tag = assetTag.toUpperCase();
  const matching = usePendingChanges('equipment').filter(
    (change) =>
      change.type !== 'delete' &&
      typeof change.optimistic?.assetTag === 'string' &&
      change.optimistic.assetTag.toUpperCase() === tag,
  );
  return matching.at(-1)?.recordId;
}

/**
 * Resolves the tag to the record, then loads it by id and checks the answer is that record.
 * Queued edits show on it; a record created offline comes from the queue alone.
 */
function DetailBody({ assetTag, ...actions }: BodyActions & { assetTag: string }) {
  const t = useT(equipmentMessages);
  const pendingId = usePendingIdForTag(assetTag);
  const created = usePendingRecord<Equipment>('equipment', isTempId(pendingId) ? pendingId : undefined);
  const byTag = useEquipmentByTag(pendingId ? null : assetTag);
  const detail = useEquipment(pendingId && !isTempId(pendingId) ? pendingId : byTag.data?.id);
  const loaded = useMemo(() => (detail.data ? [detail.data] : []), [detail.data]);
  const loadedId = detail.data?.id;
  const isThisRecord = useCallback((change: ChangeAction) => change.recordId === loadedId, [loadedId]);
  const shown = useWithPending(loaded, 'equipment', isThisRecord)[0] ?? created;
  const error = byTag.error ?? detail.error;

  // Offline, a refresh that fails leaves the record as last seen: better than an error.
  if (shown) return <EquipmentBody equipment={shown} {...actions} />;

  if (error instanceof ApiError && error.status === 404) {
    return (
      <ProblemBody
        icon={SearchX}
        title={t('detail.notFound')}
        description={t('detail.notFoundDescription', { tag: assetTag })}
      />
    );
  }
  if (error instanceof DataMismatchError) {
    return (
      <ProblemBody
        icon={TriangleAlert}
        title={t('detail.mismatch')}
        description={t('detail.mismatchDescription')}
      />
    );
  }
  if (error) {
    return (
      <ProblemBody
        icon={TriangleAlert}
        title={t('detail.fetchFailed')}
        description={t('detail.checkConnection')}
      />
    );
  }
  return <LoadingBody />;
}

/** The equipment detail (core spec §2): open while `assetTag` is set. */
export function EquipmentDetailDialog({
  assetTag,
  onClose,
  onTagChanged,
}: {
  assetTag: string | null;
  onClose: () => void;
  /** The record's tag was edited, or another asset was opened from it: the caller moves `?asset=` along. */
  onTagChanged: (assetTag: string) => void;
}) {
  return (
    <Dialog open={assetTag !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl" aria-describedby={undefined}>
        {assetTag ? (
          <DetailBody
            key={assetTag}
            assetTag={assetTag}
            onSaved={(saved) => {
              if (saved.assetTag.toUpperCase() !== assetTag.toUpperCase()) onTagChanged(saved.assetTag);
            }}
            onDeleted={onClose}
            onOpenAsset={onTagChanged}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
