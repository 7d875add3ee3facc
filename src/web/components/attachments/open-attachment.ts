import type { Attachment } from '@shared/schemas/attachments';
import { apiBlob } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';

/** Long enough for the new tab to read the blob. */
const REVOKE_AFTER_MS = 60_000;

/** Saves the original file under its own name. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  saveFile(await apiBlob(`/api/attachments/${attachment.id}/file`), attachment.fileName);
}

/**
 * Shows the file in a new tab. The tab is opened during the click (later, popup blockers
 * would stop it) and pointed at the blob once it has arrived; blocked tabs fall back to a download.
 */
export async function openAttachment(attachment: Attachment): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiBlob(`/api/attachments/${attachment.id}/file`);
    if (!tab) {
      saveFile(blob, attachment.fileName);
      return;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
