import { Paperclip } from 'lucide-react';
import { QueryState } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { AttachmentRow } from './attachment-row';
import { useDeleteAttachment } from './delete-attachment';
import { useAttachments } from './list-attachments';
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

/** The files attached to one record. The uploader may delete their own; managers any. */
export function AttachmentList({ filter }: { filter: AttachmentOwner }) {
  const { user } = useAuth();
  const canDeleteAny = useCan('attachments.delete');
  const attachments = useAttachments(filter);
  const remove = useDeleteAttachment(filter);

  const handleDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Attachment deleted' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete attachment',
          description: errorMessage(error, '') || undefined,
        }),
    });

  return (
    <QueryState
      query={attachments}
      errorTitle="Failed to fetch attachments"
      loading={<ListSkeleton />}
      isEmpty={(list) => list.length === 0}
      empty={
        <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
          <Paperclip className="size-5" aria-hidden />
          No attachments yet
        </div>
      }
    >
      {(list) => (
        <ul aria-label="Attachments" className="divide-y">
          {list.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              canDelete={canDeleteAny || (user !== null && attachment.uploadedBy === user.id)}
              isDeleting={remove.isPending && remove.variables === attachment.id}
              onDelete={() => handleDelete(attachment.id)}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
