/** Long enough for the browser's download (or a new tab) to read the blob. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a blob under a file name through a temporary link: the way to hand the browser a file
 * that was fetched with the bearer token (a plain link would carry none).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
