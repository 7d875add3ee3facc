import { CircleCheck, CloudOff, RotateCw, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { FileTypeIcon } from './file-type-icon';
import { formatFileSize } from './format-file';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';

/** 'queued': kept on this device by the change queue until the connection returns. */
export type UploadStatus = 'pending' | 'uploading' | 'complete' | 'queued' | 'error';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  message: string | null;
  /** The prepared (compressed) file, kept so a failed upload can be retried. */
  file: File | null;
}

function statusText(t: TextsOf<typeof attachmentsMessages>, item: UploadItem): string {
  switch (item.status) {
    case 'pending':
      return t('queue.waiting');
    case 'uploading':
      return t('queue.uploading', { progress: item.progress });
    case 'complete':
      return t('queue.uploaded');
    case 'queued':
      return t('list.waiting');
    case 'error':
      return item.message ?? t('upload.failed');
  }
}

function UploadRow({
  item,
  onRetry,
  onRemove,
}: {
  item: UploadItem;
  onRetry: (item: UploadItem) => void;
  onRemove: (item: UploadItem) => void;
}) {
  const t = useT(attachmentsMessages);
  const isError = item.status === 'error';
  return (
    <li className="flex items-start gap-3 py-2.5" data-status={item.status}>
      <FileTypeIcon mimeType={item.type} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={item.name}>
          {item.name}
        </p>
        <p className={cn('text-xs', isError ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          {formatFileSize(item.size)} · {statusText(t, item)}
        </p>
        {item.status === 'uploading' || item.status === 'pending' ? (
          <div
            role="progressbar"
            aria-label={t('queue.uploadingName', { name: item.name })}
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
        ) : null}
      </div>
      {item.status === 'complete' ? (
        <CircleCheck className="mt-2.5 mr-2.5 size-5 shrink-0 text-success" aria-hidden />
      ) : null}
      {isError && item.file ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('queue.retry', { name: item.name })}
          onClick={() => onRetry(item)}
        >
          <RotateCw aria-hidden />
        </Button>
      ) : null}
      {item.status === 'queued' ? (
        <CloudOff className="mt-2.5 mr-2.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      ) : null}
      {item.status !== 'complete' && item.status !== 'queued' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={
            item.status === 'error'
              ? t('queue.dismiss', { name: item.name })
              : t('queue.cancel', { name: item.name })
          }
          onClick={() => onRemove(item)}
        >
          <X aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}

/** The files of this upload session with their progress, result and actions. */
export function UploadQueue({
  items,
  onRetry,
  onRemove,
}: {
  items: UploadItem[];
  onRetry: (item: UploadItem) => void;
  onRemove: (item: UploadItem) => void;
}) {
  const t = useT(attachmentsMessages);
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('queue.label')} className="divide-y">
      {items.map((item) => (
        <UploadRow key={item.key} item={item} onRetry={onRetry} onRemove={onRemove} />
      ))}
    </ul>
  );
}
