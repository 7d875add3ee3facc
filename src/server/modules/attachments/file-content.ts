import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { THUMBNAIL_SIZE, IMAGE_QUALITY } from '../../../shared/constants';

const TEXT_SAMPLE_BYTES = 8192;

/** Without magic bytes: text if the start decodes as UTF-8 with no NUL byte, else unknown bytes. */
function describeUnknown(buffer: Buffer): string {
  const sample = buffer.subarray(0, TEXT_SAMPLE_BYTES);
  if (sample.includes(0)) return 'application/octet-stream';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return 'text/plain';
  } catch {
    return 'application/octet-stream';
  }
}

/**
 * The MIME type the bytes are, whatever the name or the browser claimed. An OLE2 compound
 * file counts as a Word .doc only when it is named .doc (the format also holds .xls, .msg).
 */
export async function detectFileType(buffer: Buffer, fileName: string): Promise<string> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected) return describeUnknown(buffer);
  if (detected.mime === 'application/x-cfb' && /\.doc$/i.test(fileName)) return 'application/msword';
  return detected.mime;
}

export const isImage = (type: string) =>
  type === 'image/jpeg' || type === 'image/png' || type === 'image/gif';

/** A 200 px JPEG at quality 0.8 (core spec §5), upright. Throws on a damaged image. */
export function makeThumbnail(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer, { animated: false })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: Math.round(IMAGE_QUALITY * 100) })
    .toBuffer();
}

/** Shown in the browser (images, PDF, audio, video) or downloaded (Word files). */
export const dispositionFor = (type: string) =>
  type.startsWith('image/') ||
  type === 'application/pdf' ||
  type.startsWith('audio/') ||
  type.startsWith('video/')
    ? 'inline'
    : 'attachment';

/** A Content-Disposition that keeps any file name intact (RFC 6266 filename*). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
