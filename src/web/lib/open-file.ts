import { apiBlob } from './api-client';
import { saveFile } from './save-file';

/** Long enough for the new tab to read the blob. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Shows a file the API serves (with the bearer token) in a new tab. The tab is opened during
 * the click (later, popup blockers would stop it) and pointed at the blob once it has arrived;
 * blocked tabs fall back to a download under `fileName`.
 */
export async function openFileInTab(path: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiBlob(path);
    if (!tab) {
      saveFile(blob, fileName);
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
