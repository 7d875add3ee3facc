import { CircleAlert, CircleCheck, ExternalLink, RotateCw, Trash2, X } from 'lucide-react';
import { FileTypeIcon } from '@web/components/attachments/file-type-icon';
import { formatFileSize } from '@web/components/attachments/format-file';
import { openAttachment } from '@web/components/attachments/open-attachment';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { phase1DemoMessages } from '../messages';
import type { DemoUpload } from './use-demo-uploads';

type T = TextsOf<typeof phase1DemoMessages>;

function statusText(t: T, item: DemoUpload): string {
  switch (item.status) {
    case 'uploading':
      return t('upload.uploading', { progress: String(item.progress) });
    case 'success':
      return t('upload.uploaded');
    case 'error':
      return item.message ?? t('upload.failed');
  }
}

function ProgressBar({ item }: { item: DemoUpload }) {
  const t = useT(phase1DemoMessages);
  return (
    <div
      role="progressbar"
      aria-label={t('upload.uploadingFile', { name: item.file.name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={item.progress}
      className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${item.progress}%` }}
      />
    </div>
  );
}

function open(t: T, item: DemoUpload) {
  if (!item.attachment) return;
  openAttachment(item.attachment).catch((error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('upload.openFailed'),
      description: errorMessage(error, '') || undefined,
    }),
  );
}

/** One file of the box: progress while it goes, then open/delete, or the reason it failed. */
export function DemoUploadRow({
  item,
  onRetry,
  onRemove,
}: {
  item: DemoUpload;
  onRetry: (item: DemoUpload) => void;
  onRemove: (item: DemoUpload) => void;
}) {
  const t = useT(phase1DemoMessages);
  const { name } = item.file;
  const isError = item.status === 'error';
  return (
    <li className="flex items-start gap-3 py-3" data-status={item.status}>
      <FileTypeIcon mimeType={item.file.type} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        <p
          className={cn(
            'flex items-start gap-1 text-xs',
            isError ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {item.status === 'success' ? (
            <CircleCheck className="mt-px size-3.5 shrink-0 text-success" aria-hidden />
          ) : null}
          {isError ? <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden /> : null}
          <span className="min-w-0">
            {formatFileSize(item.file.size)} · {statusText(t, item)}
          </span>
        </p>
        {item.status === 'uploading' ? <ProgressBar item={item} /> : null}
      </div>
      <div className="flex shrink-0 items-center">
        {item.attachment ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('upload.open', { name })}
            onClick={() => open(t, item)}
          >
            <ExternalLink aria-hidden />
          </Button>
        ) : null}
        {isError && item.canRetry ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('upload.retry', { name })}
            onClick={() => onRetry(item)}
          >
            <RotateCw aria-hidden />
          </Button>
        ) : null}
        {item.isRemoving ? (
          <span className="flex size-10 items-center justify-center">
            <Spinner label={t('upload.deleting', { name })} />
          </span>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t(item.attachment ? 'upload.delete' : isError ? 'upload.dismiss' : 'upload.cancel', {
              name,
            })}
            onClick={() => onRemove(item)}
          >
            {item.attachment ? <Trash2 aria-hidden /> : <X aria-hidden />}
          </Button>
        )}
      </div>
    </li>
  );
}
