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

function ListSkeleton() {
  return (
    <div className="grid gap-3 py-2" aria-label="Loading attachments">
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
  return (
    <li className="flex items-center gap-3 py-2.5">
      <FileTypeIcon mimeType={attachment.fileType} className="size-12" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={attachment.fileName}>
          {attachment.fileName}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {formatFileSize(attachment.fileSize)} · Waiting to upload
        </p>
      </div>
      <CloudOff className="mr-2.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
    </li>
  );
}

const EMPTY = (
  <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
    <Paperclip className="size-5" aria-hidden />
    No attachments yet
  </div>
);

/**
 * The files attached to one record. The uploader may delete their own; managers any. Files
 * kept on this device for it (offline) are listed first, waiting to upload; queued deletes
 * are gone already. A record made offline has no server list yet.
 */
export function AttachmentList({ filter }: { filter: AttachmentOwner }) {
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
      onSuccess: (result) => toastSaved(result, { title: 'Attachment deleted' }, 'The delete'),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete attachment',
          description: errorMessage(error, '') || undefined,
        }),
    });

  const waiting =
    queued.length > 0 ? (
      <ul aria-label="Waiting to upload" className="divide-y">
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
        errorTitle="Failed to fetch attachments"
        loading={<ListSkeleton />}
        isEmpty={(list) => list.length === 0 && queued.length === 0}
        empty={EMPTY}
      >
        {(list) =>
          list.length > 0 ? (
            <ul aria-label="Attachments" className="divide-y">
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
