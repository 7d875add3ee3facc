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
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';

function reportFailure(t: TextsOf<typeof attachmentsMessages>, error: unknown) {
  toast({
    variant: 'destructive',
    title: t('row.fetchFailed'),
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
  const t = useT(attachmentsMessages);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('row.delete', { name: attachment.fileName })}
        className="text-muted-foreground hover:text-destructive"
        disabled={isDeleting}
        onClick={() => setIsOpen(true)}
      >
        {isDeleting ? <Spinner /> : <Trash2 aria-hidden />}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('row.deleteTitle', { name: attachment.fileName })}</AlertDialogTitle>
          <AlertDialogDescription>{t('row.deleteText')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('row.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onDelete}>
            {t('row.confirmDelete')}
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
  const t = useT(attachmentsMessages);
  const meta = [
    formatFileType(attachment.fileType, t('row.file')),
    formatFileSize(attachment.fileSize),
    attachment.uploadedByName,
  ].filter(Boolean);
  return (
    <li className="flex items-center gap-3 py-2.5">
      <AttachmentThumbnail attachment={attachment} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => void openAttachment(attachment).catch((error: unknown) => reportFailure(t, error))}
          className="block max-w-full truncate rounded-sm text-left text-sm font-medium hover:text-primary hover:underline"
          title={t('row.open', { name: attachment.fileName })}
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
          aria-label={t('row.download', { name: attachment.fileName })}
          className="text-muted-foreground"
          onClick={() =>
            void downloadAttachment(attachment).catch((error: unknown) => reportFailure(t, error))
          }
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
