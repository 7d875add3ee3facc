import { useBlobUrl } from '@web/components/attachments/use-blob-url';
import { stepEvidencePath, type EvidenceKind } from '@web/components/procedures/step-evidence-path';
import { Skeleton } from '@web/components/ui/skeleton';
import { isTempId } from '@web/lib/offline/temp-ids';

/**
 * The photo or signature of an answer: the file on the server, or while it waits in the change
 * queue the picture taken on this device (`localUrl`).
 */
export function StepEvidence({
  attachmentId,
  localUrl,
  kind,
}: {
  attachmentId: string;
  localUrl: string | undefined;
  kind: EvidenceKind;
}) {
  const onServer = !isTempId(attachmentId);
  const path = onServer ? stepEvidencePath(attachmentId, kind) : null;
  const image = useBlobUrl(path);
  const url = onServer ? (image.status === 'ready' ? image.url : undefined) : localUrl;
  const size = kind === 'photo' ? 'size-24 object-cover' : 'h-20 w-48 object-contain bg-white';
  if (!url) {
    return image.status === 'loading' && onServer ? (
      <Skeleton className={kind === 'photo' ? 'size-24' : 'h-20 w-48'} />
    ) : (
      <span className="text-xs text-muted-foreground">
        {kind === 'photo' ? 'Photo' : 'Signature'} waiting to sync
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={kind === 'photo' ? 'Photo of the step' : 'Signature'}
      className={`rounded-md border ${size}`}
    />
  );
}
