import type { Attachment } from '@shared/schemas/attachments';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/toast-store';
import { attachFile } from './queue-upload';
import type { AttachmentOwner } from './upload-file';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { attachmentsMessages } from './messages';

export interface UploadFilesResult {
  uploaded: Attachment[];
  failed: { file: File; message: string }[];
}

/** The English of a caller that passes no `t` (what this function said before catalogues). */
const ENGLISH_TITLE = 'Upload Failed';
const ENGLISH_FAILED = 'Upload failed';

function notAttached(result: UploadFilesResult, t: TextsOf<typeof attachmentsMessages> | undefined): string {
  const names = result.failed.map((f) => f.file.name).join(', ');
  if (t) return t('upload.notAttached', { count: result.failed.length, names });
  return `${result.failed.length} files were not attached: ${names}`;
}

/**
 * Sends the files an AttachmentPicker collected, once their record exists (a new work
 * order, say) — or queues them behind it when it was saved offline (`attachFile`). One at a time, so a phone on a weak connection is not swamped; failures
 * are reported in one 'Upload Failed' toast and returned, the rest still go.
 */
export async function uploadFiles(
  files: readonly File[],
  owner: AttachmentOwner,
  ownerLabel?: string,
  /** The toast's words; English unless the caller passes its language's (useUploadFiles). */
  t?: TextsOf<typeof attachmentsMessages>,
): Promise<UploadFilesResult> {
  const result: UploadFilesResult = { uploaded: [], failed: [] };
  for (const file of files) {
    try {
      result.uploaded.push(await attachFile(file, owner, { ownerLabel }));
    } catch (error) {
      result.failed.push({ file, message: errorMessage(error, t ? t('upload.failed') : ENGLISH_FAILED) });
    }
  }
  const [first, ...others] = result.failed;
  if (first) {
    toast({
      variant: 'destructive',
      title: t ? t('upload.failedTitle') : ENGLISH_TITLE,
      description: others.length === 0 ? `${first.file.name}: ${first.message}` : notAttached(result, t),
    });
  }
  return result;
}
