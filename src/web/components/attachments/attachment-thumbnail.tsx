import type { Attachment } from '@shared/schemas/attachments';
import { Skeleton } from '@web/components/ui/skeleton';
import { FileTypeIcon } from './file-type-icon';
import { useBlobUrl } from './use-blob-url';
import { useT } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';

/** The server's 200 px thumbnail for images, fetched with the token; an icon for other files. */
export function AttachmentThumbnail({ attachment }: { attachment: Attachment }) {
  const t = useT(attachmentsMessages);
  const path = attachment.thumbnailUrl ? `/api/attachments/${attachment.id}/thumbnail` : null;
  const image = useBlobUrl(path);
  if (!path || image.status === 'error') return <FileTypeIcon mimeType={attachment.fileType} />;
  if (image.status === 'loading') return <Skeleton className="size-12 shrink-0" />;
  return (
    <img
      src={image.url}
      alt={t('thumbnail.alt', { name: attachment.fileName })}
      className="size-12 shrink-0 rounded-md border object-cover"
    />
  );
}
