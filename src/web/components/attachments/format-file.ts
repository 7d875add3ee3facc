import { ALLOWED_UPLOAD_TYPES } from '@shared/attachment-rules';
import { formatNumber } from '@web/lib/formatting';

/** "840 B", "47 KB", "3.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  return `${formatNumber(bytes / (1024 * 1024), { fractionDigits: 1 })} MB`;
}

/** "PDF", "JPEG"; the raw MIME type for anything the list does not name. */
export function formatFileType(mimeType: string, unknown = 'File'): string {
  return ALLOWED_UPLOAD_TYPES[mimeType] ?? (mimeType || unknown);
}

export function isImageType(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}
