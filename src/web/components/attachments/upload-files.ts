import type { Attachment } from '@shared/schemas/attachments';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/toast-store';
import { attachFile } from './queue-upload';
import type { AttachmentOwner } from './upload-file';

export interface UploadFilesResult {
  uploaded: Attachment[];
  failed: { file: File; message: string }[];
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
): Promise<UploadFilesResult> {
  const result: UploadFilesResult = { uploaded: [], failed: [] };
  for (const file of files) {
    try {
      result.uploaded.push(await attachFile(file, owner, { ownerLabel }));
    } catch (error) {
      result.failed.push({ file, message: errorMessage(error, 'Upload failed') });
    }
  }
  const [first, ...others] = result.failed;
  if (first) {
    toast({
      variant: 'destructive',
      title: 'Upload Failed',
      description:
        others.length === 0
          ? `${first.file.name}: ${first.message}`
          : `${result.failed.length} files were not attached: ${result.failed.map((f) => f.file.name).join(', ')}`,
    });
  }
  return result;
}
