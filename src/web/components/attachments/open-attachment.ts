import type { Attachment } from '@shared/schemas/attachments';
import { apiBlob } from '@web/lib/api-client';
import { openFileInTab } from '@web/lib/open-file';
import { saveFile } from '@web/lib/save-file';

const fileOf = (attachment: Attachment) => `/api/attachments/${attachment.id}/file`;

/** Saves the original file under its own name. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  saveFile(await apiBlob(fileOf(attachment)), attachment.fileName);
}

/** Shows the file in a new tab (a download where the tab is blocked). */
export function openAttachment(attachment: Attachment): Promise<void> {
  return openFileInTab(fileOf(attachment), attachment.fileName);
}
