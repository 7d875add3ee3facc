import { useState } from 'react';
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
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api-client';
import { DataMismatchError, useEquipment } from '../api/get-equipment';
import { useEquipmentByTag } from '../api/get-equipment-by-tag';
import { CriticalityBadge, EquipmentStatusBadge } from './equipment-badges';
import { EquipmentDetailsTab } from './equipment-details-tab';
import { EquipmentHistoryTab } from './equipment-history-tab';

type DetailTab = 'details' | 'attachments' | 'history';

function isDetailTab(value: string): value is DetailTab {
  return value === 'details' || value === 'attachments' || value === 'history';
}

function LoadingBody() {
  return (
    <div className="grid gap-4" aria-label="Loading equipment">
      <DialogTitle className="sr-only">Loading equipment</DialogTitle>
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
  const attachments = useAttachments({ equipmentId });
  return <>Attachments ({attachments.data?.length ?? '…'})</>;
}

function EquipmentBody({
  equipment,
  onSaved,
  onDeleted,
}: {
  equipment: Equipment;
  onSaved: (saved: Equipment) => void;
  onDeleted: () => void;
}) {
  const [tab, setTab] = useState<DetailTab>('details');
  const owner = { equipmentId: equipment.id };
  return (
    <>
      <DialogHeader>
        <p className="font-mono text-xs font-semibold tracking-wide text-muted-foreground">
          {equipment.assetTag}
        </p>
        <DialogTitle>{equipment.name}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <EquipmentStatusBadge status={equipment.status} />
            <CriticalityBadge criticality={equipment.criticality} />
          </div>
        </DialogDescription>
      </DialogHeader>
      <Tabs value={tab} onValueChange={(value) => isDetailTab(value) && setTab(value)}>
        <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="attachments">
            <AttachmentsCount equipmentId={equipment.id} />
          </TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <EquipmentDetailsTab
            equipment={equipment}
            onViewHistory={() => setTab('history')}
            onSaved={onSaved}
            onDeleted={onDeleted}
          />
        </TabsContent>
        <TabsContent value="attachments" className="grid gap-4">
          <AttachmentUploader context={owner} maxFiles={MAX_FILES_EQUIPMENT} />
          <AttachmentList filter={owner} />
        </TabsContent>
        <TabsContent value="history">
          <EquipmentHistoryTab equipmentId={equipment.id} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/** Resolves the tag to the record, then loads it by id and checks the answer is that record. */
function DetailBody({
  assetTag,
  onSaved,
  onDeleted,
}: {
  assetTag: string;
  onSaved: (saved: Equipment) => void;
  onDeleted: () => void;
}) {
  const byTag = useEquipmentByTag(assetTag);
  const detail = useEquipment(byTag.data?.id);
  const error = byTag.error ?? detail.error;

  if (error instanceof ApiError && error.status === 404) {
    return (
      <ProblemBody
        icon={SearchX}
        title="Equipment Not Found"
        description={`No equipment found with asset tag: ${assetTag}`}
      />
    );
  }
  if (error instanceof DataMismatchError) {
    return (
      <ProblemBody
        icon={TriangleAlert}
        title="Data Mismatch Error"
        description="The server returned a different record than the one requested. Close this and open the equipment again."
      />
    );
  }
  if (error) {
    return (
      <ProblemBody
        icon={TriangleAlert}
        title="Failed to fetch equipment"
        description="Check the connection and try again."
      />
    );
  }
  if (!detail.data) return <LoadingBody />;
  return <EquipmentBody equipment={detail.data} onSaved={onSaved} onDeleted={onDeleted} />;
}

/** The equipment detail (core spec §2): open while `assetTag` is set. */
export function EquipmentDetailDialog({
  assetTag,
  onClose,
  onTagChanged,
}: {
  assetTag: string | null;
  onClose: () => void;
  /** The record's tag was edited: the caller moves its `?asset=` along. */
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
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
