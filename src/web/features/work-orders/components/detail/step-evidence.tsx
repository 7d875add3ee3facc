import { useBlobUrl } from '@web/components/attachments/use-blob-url';
import { stepEvidencePath, type EvidenceKind } from '@web/components/procedures/step-evidence-path';
import { Skeleton } from '@web/components/ui/skeleton';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

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
  const t = useT(workOrdersMessages);
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
        {kind === 'photo' ? t('evidence.photoWaiting') : t('evidence.signatureWaiting')}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={kind === 'photo' ? t('evidence.photoAlt') : t('evidence.signatureAlt')}
      className={`rounded-md border ${size}`}
    />
  );
}
