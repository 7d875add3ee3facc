import type { Attachment } from '@shared/schemas/attachments';
import { apiBlob } from '@web/lib/api-client';

/** Long enough for the new tab or the download to read the blob. */
const REVOKE_AFTER_MS = 60_000;

function saveBlob(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves the original file under its own name. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const url = URL.createObjectURL(await apiBlob(`/api/attachments/${attachment.id}/file`));
  saveBlob(url, attachment.fileName);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Shows the file in a new tab. The tab is opened during the click (later, popup blockers
 * would stop it) and pointed at the blob once it has arrived; blocked tabs fall back to a download.
 */
export async function openAttachment(attachment: Attachment): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await apiBlob(`/api/attachments/${attachment.id}/file`));
    if (tab) tab.location.href = url;
    else saveBlob(url, attachment.fileName);
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
