import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import type { Attachment } from '@shared/schemas/attachments';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/toast-store';
import { formatDateTime, formatRelativeTime } from '@web/lib/formatting';
import { AttachmentThumbnail } from './attachment-thumbnail';
import { formatFileSize, formatFileType } from './format-file';
import { downloadAttachment, openAttachment } from './open-attachment';

function reportFailure(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Failed to fetch attachment',
    description: errorMessage(error, '') || undefined,
  });
}

function DeleteAttachmentButton({
  attachment,
  isDeleting,
  onDelete,
}: {
  attachment: Attachment;
  isDeleting: boolean;
  onDelete: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${attachment.fileName}`}
        className="text-muted-foreground hover:text-destructive"
        disabled={isDeleting}
        onClick={() => setIsOpen(true)}
      >
        {isDeleting ? <Spinner /> : <Trash2 aria-hidden />}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {attachment.fileName}?</AlertDialogTitle>
          <AlertDialogDescription>
            The file is removed for everyone. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onDelete}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** One file: preview, name (opens it), type, size, who added it and when, download and delete. */
export function AttachmentRow({
  attachment,
  canDelete,
  isDeleting,
  onDelete,
}: {
  attachment: Attachment;
  canDelete: boolean;
  isDeleting: boolean;
  onDelete: () => void;
}) {
  const meta = [
    formatFileType(attachment.fileType),
    formatFileSize(attachment.fileSize),
    attachment.uploadedByName,
  ].filter(Boolean);
  return (
    <li className="flex items-center gap-3 py-2.5">
      <AttachmentThumbnail attachment={attachment} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => void openAttachment(attachment).catch(reportFailure)}
          className="block max-w-full truncate rounded-sm text-left text-sm font-medium hover:text-primary hover:underline"
          title={`Open ${attachment.fileName}`}
        >
          {attachment.fileName}
        </button>
        <p className="truncate text-xs text-muted-foreground">
          {meta.join(' · ')} ·{' '}
          <time dateTime={attachment.createdAt} title={formatDateTime(attachment.createdAt)}>
            {formatRelativeTime(attachment.createdAt)}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Download ${attachment.fileName}`}
          className="text-muted-foreground"
          onClick={() => void downloadAttachment(attachment).catch(reportFailure)}
        >
          <Download aria-hidden />
        </Button>
        {canDelete ? (
          <DeleteAttachmentButton attachment={attachment} isDeleting={isDeleting} onDelete={onDelete} />
        ) : null}
      </div>
    </li>
  );
}
