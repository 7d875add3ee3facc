import { useCallback, useMemo } from 'react';
import { CloudOff, Paperclip } from 'lucide-react';
import type { Attachment } from '@shared/schemas/attachments';
import { QueryState } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useCan } from '@web/lib/permissions';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { useWithPending } from '@web/lib/offline/pending-records';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { isTempId } from '@web/lib/offline/temp-ids';
import { toast } from '@web/lib/toast/toast-store';
import { AttachmentRow } from './attachment-row';
import { useDeleteAttachment } from './delete-attachment';
import { FileTypeIcon } from './file-type-icon';
import { formatFileSize } from './format-file';
import { isLocalOwner, useAttachments } from './list-attachments';
import type { AttachmentOwner } from './upload-file';
import { useT } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';

function ListSkeleton() {
  const t = useT(attachmentsMessages);
  return (
    <div className="grid gap-3 py-2" aria-label={t('list.loading')}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-12" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}

function QueuedAttachmentRow({ attachment }: { attachment: Attachment }) {
  const t = useT(attachmentsMessages);
  return (
    <li className="flex items-center gap-3 py-2.5">
      <FileTypeIcon mimeType={attachment.fileType} className="size-12" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={attachment.fileName}>
          {attachment.fileName}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {t('list.queuedMeta', { size: formatFileSize(attachment.fileSize) })}
        </p>
      </div>
      <CloudOff className="mr-2.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
    </li>
  );
}

function Empty() {
  const t = useT(attachmentsMessages);
  return (
    <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
      <Paperclip className="size-5" aria-hidden />
      {t('list.empty')}
    </div>
  );
}

const EMPTY = <Empty />;

/**
 * The files attached to one record. The uploader may delete their own; managers any. Files
 * kept on this device for it (offline) are listed first, waiting to upload; queued deletes
 * are gone already. A record made offline has no server list yet.
 */
export function AttachmentList({ filter }: { filter: AttachmentOwner }) {
  const t = useT(attachmentsMessages);
  const { user } = useAuth();
  const canDeleteAny = useCan('attachments.delete');
  const attachments = useAttachments(filter);
  const remove = useDeleteAttachment(filter);
  const ownerKey = JSON.stringify(filter);
  const belongs = useCallback(
    (action: ChangeAction) =>
      action.type !== 'create' ||
      Object.entries(JSON.parse(ownerKey) as Record<string, string>).every(
        ([key, id]) => action.data[key] === id,
      ),
    [ownerKey],
  );
  const merged = useWithPending(attachments.data, 'attachments', belongs);
  const queued = merged.filter((attachment) => isTempId(attachment.id));
  const saved = useMemo(() => merged.filter((attachment) => !isTempId(attachment.id)), [merged]);

  const handleDelete = (attachment: Attachment) =>
    remove.mutate(attachment, {
      onSuccess: (result) => toastSaved(result, { title: t('list.deleted') }, t('list.theDelete')),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('list.deleteFailed'),
          description: errorMessage(error, '') || undefined,
        }),
    });

  const waiting =
    queued.length > 0 ? (
      <ul aria-label={t('list.waiting')} className="divide-y">
        {queued.map((attachment) => (
          <QueuedAttachmentRow key={attachment.id} attachment={attachment} />
        ))}
      </ul>
    ) : null;
  if (isLocalOwner(filter)) return waiting ?? EMPTY;

  return (
    <>
      {waiting}
      <QueryState
        query={{ ...attachments, data: attachments.data ? saved : undefined }}
        errorTitle={t('list.fetchFailed')}
        loading={<ListSkeleton />}
        isEmpty={(list) => list.length === 0 && queued.length === 0}
        empty={EMPTY}
      >
        {(list) =>
          list.length > 0 ? (
            <ul aria-label={t('list.label')} className="divide-y">
              {list.map((attachment) => (
                <AttachmentRow
                  key={attachment.id}
                  attachment={attachment}
                  canDelete={canDeleteAny || (user !== null && attachment.uploadedBy === user.id)}
                  isDeleting={remove.isPending && remove.variables.id === attachment.id}
                  onDelete={() => handleDelete(attachment)}
                />
              ))}
            </ul>
          ) : null
        }
      </QueryState>
    </>
  );
}
