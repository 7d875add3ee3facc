import { fileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import { IMAGE_QUALITY, MAX_IMAGE_PIXELS, THUMBNAIL_SIZE } from '../../../shared/constants';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';
import { createConcurrencyLimit } from './concurrency-limit';

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

/** An image with more pixels than MAX_IMAGE_PIXELS: decoding it would cost memory out of all proportion to its bytes. */
export class ImageTooLargeError extends Error {
  /** What the upload is refused with (ADR 65): its code, the limit, and this error's message. */
  readonly phrase: Phrase;

  constructor() {
    const refusal = phrase('attachment.imageTooLarge', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
    super(refusal.message);
    this.name = 'ImageTooLargeError';
    this.phrase = refusal;
  }
}

let sharpLoaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded with the first thumbnail: ~24 MB of resident memory and a quarter of a
 * second at start that a server which never sees an image does not pay (issue 14 §6). Every
 * upload is a different image, so libvips' operation cache would only hold memory; and one libvips
 * thread per image keeps two thumbnails at a time to two cores, leaving the rest to requests.
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * Thumbnails made at once. A decoded image takes far more memory than its file, so parallel
 * uploads queue here instead of multiplying it.
 */
const THUMBNAIL_CONCURRENCY = 2;
export const thumbnailSlots = createConcurrencyLimit(THUMBNAIL_CONCURRENCY);

/**
 * A 200 px JPEG at quality 0.8 (core spec §5), upright. Throws ImageTooLargeError for an image
 * over MAX_IMAGE_PIXELS, judged from its header before any pixel is decoded, and another error
 * for a damaged image.
 */
export function makeThumbnail(buffer: Buffer): Promise<Buffer> {
  return thumbnailSlots.run(async () => {
    const sharp = await loadSharp();
    const { width = 0, height = 0 } = await sharp(buffer, { limitInputPixels: false }).metadata();
    if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError();
    return sharp(buffer, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: Math.round(IMAGE_QUALITY * 100) })
      .toBuffer();
  });
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
