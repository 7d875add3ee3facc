import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, IMAGE_QUALITY } from '@shared/constants';
import { uploadProblemKind, type UploadProblemKind } from '@shared/attachment-rules';

/** Photos are re-encoded; GIFs may be animated, so they travel as they are. */
const COMPRESSIBLE_TYPES = new Set(['image/jpeg', 'image/png']);

function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/**
 * JPEG at quality 0.8, scaled to fit within 1920×1080 (core spec §5). A small image that
 * needed no scaling and would only grow as JPEG is kept as it is. Browsers that cannot
 * decode the image send the original.
 */
export async function compressImage(file: File): Promise<File> {
  if (!COMPRESSIBLE_TYPES.has(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, IMAGE_MAX_WIDTH / bitmap.width, IMAGE_MAX_HEIGHT / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets white behind it, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', IMAGE_QUALITY),
    );
    if (!blob || (scale === 1 && blob.size >= file.size)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** Why a file cannot be sent, and its claimed type (the message names it); useUploadProblemText words it. */
export interface UploadProblem {
  kind: UploadProblemKind | 'empty';
  type: string;
}

export interface PreparedFile {
  file: File;
  /** Why the file cannot be sent, else null. */
  problem: UploadProblem | null;
}

/** The problem of a file the shared rules refuse, or null when they take it. */
export function problemOf(file: { name: string; size: number; type: string }): UploadProblem | null {
  const kind = uploadProblemKind(file);
  return kind ? { kind, type: file.type } : null;
}

/**
 * Checks a chosen file with the shared rules and compresses images. The size is checked
 * after compression: a 7 MB phone photo that shrinks to 600 KB is fine to send.
 */
export async function prepareFile(file: File): Promise<PreparedFile> {
  const early = problemOf({ name: file.name, size: 0, type: file.type });
  if (early) return { file, problem: early };
  if (file.size === 0) return { file, problem: { kind: 'empty', type: file.type } };
  const prepared = await compressImage(file);
  return { file: prepared, problem: problemOf(prepared) };
}
