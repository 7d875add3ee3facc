import { ImageOff } from 'lucide-react';
import type { WorkRequest } from '@shared/schemas/requests';
import { useBlobUrl } from '@web/components/attachments/use-blob-url';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { requestsMessages } from '../messages';

type Photo = WorkRequest['photos'][number];

/**
 * A requester's photo through the attachment routes (with the token): the 200 px thumbnail in
 * the list, the file itself on the request's own page.
 */
export function RequestPhoto({ photo, size }: { photo: Photo; size: 'thumbnail' | 'large' }) {
  const path =
    size === 'large'
      ? `/api/attachments/${photo.id}/file`
      : photo.hasThumbnail
        ? `/api/attachments/${photo.id}/thumbnail`
        : null;
  const t = useT(requestsMessages);
  const image = useBlobUrl(path);
  const box = size === 'large' ? 'size-48 sm:size-64' : 'size-14';
  if (image.status === 'loading') return <Skeleton className={cn(box, 'shrink-0')} />;
  if (image.status === 'error')
    return (
      <div
        className={cn(
          box,
          'flex shrink-0 items-center justify-center rounded-md border text-muted-foreground',
        )}
        title={photo.fileName}
      >
        <ImageOff className="size-5" aria-label={t('photo.noPreview', { fileName: photo.fileName })} />
      </div>
    );
  return (
    <img
      src={image.url}
      alt={t('photo.alt', { fileName: photo.fileName })}
      className={cn(box, 'shrink-0 rounded-md border object-cover')}
    />
  );
}
